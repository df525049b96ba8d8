const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The instant `days` from `now`, on the whole hour before it: the demo products a first start
 * seeds (IPOs, block trades, funds) open and close at times a broker would set, "09:00:00", not
 * at the second the server happened to start ("09:00:06", "14:37:52").
 */
export function seedInstant(now: number, days: number): Date {
  return new Date(Math.floor((now + days * DAY) / HOUR) * HOUR)
}
