import { fractionDigits, toScaled } from '../decimal.ts'

/**
 * The new-share draw (spec §3 New share: winning rate; §4 Subscription: won / not won). Each
 * subscription gets a ticket, a hash of the draw's seed and its number; the tickets are sorted
 * and the first round(n × winning rate) win. The seed is recorded with the draw, so anyone can
 * run it again and get the same winners (docs/decisions/0011-new-shares-and-credit.md).
 */
export interface DrawEntry {
  subscriptionNo: string
}

/** How many of `entries` subscriptions win at `ratePercent` ("2.5" = 2.5 %), rounded half up. */
export function winnerCount(entries: number, ratePercent: string): number {
  const digits = fractionDigits(ratePercent)
  const rate = toScaled(ratePercent, digits) // the percentage × 10^digits, exactly
  const whole = 100n * 10n ** BigInt(digits) // what 100 % is in the same units
  const count = (BigInt(entries) * rate * 2n + whole) / (2n * whole)
  return Number(count > BigInt(entries) ? BigInt(entries) : count)
}

/** FNV-1a, 64 bits: a small, well-known hash; the draw needs fairness, not secrecy. */
function ticket(seed: string, subscriptionNo: string): bigint {
  let hash = 0xcbf29ce484222325n
  for (const char of `${seed}:${subscriptionNo}`) {
    hash ^= BigInt(char.codePointAt(0) ?? 0)
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return hash
}

/** The subscription numbers that win, in ticket order; the same seed always gives the same. */
export function drawWinners(seed: string, entries: DrawEntry[], ratePercent: string): Set<string> {
  const ranked = entries
    .map((e) => ({ no: e.subscriptionNo, ticket: ticket(seed, e.subscriptionNo) }))
    .sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.no.localeCompare(b.no)))
  return new Set(ranked.slice(0, winnerCount(entries.length, ratePercent)).map((r) => r.no))
}
