/**
 * Where a new share stands on its calendar (spec §3 New share: application period, draw date,
 * listing date), for the lists of spec §2 (New-share subscription, the Market's Subscription tab).
 */
export const IPO_PHASES = ['upcoming', 'open', 'awaitingDraw', 'drawn', 'listed'] as const
export type IpoPhase = (typeof IPO_PHASES)[number]

export interface IpoCalendar {
  opensAt: number
  closesAt: number
  listingAt: number
  /** When the back office ran the draw (or the placement's allotment); null before. */
  drawnAt: number | null
}

export function ipoPhase(p: IpoCalendar, now: number): IpoPhase {
  if (now >= p.listingAt) return 'listed'
  if (p.drawnAt !== null) return 'drawn'
  if (now >= p.closesAt) return 'awaitingDraw'
  if (now >= p.opensAt) return 'open'
  return 'upcoming'
}

// spec §3 New share: subscriptions are taken only within the application period
export const takesSubscriptions = (phase: IpoPhase) => phase === 'open'
