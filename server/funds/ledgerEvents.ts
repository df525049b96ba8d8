import type { LedgerEvent } from '../../machines/funds/calls.ts'
import type { LedgerEventKind } from '../../machines/funds/records.ts'
import { minorToDecimal } from '../../machines/money.ts'
import type { Bucket, LedgerKind } from '../money/ledger.ts'

/** A ledger row as the grouping reads it. */
export interface LedgerLegRow {
  id: number
  kind: LedgerKind
  bucket: Bucket
  currency: string
  amountMinor: bigint
  orderNo: string | null
  createdAt: Date
}

/** What the records service knows of the business behind an order number. */
export interface EventSubject {
  /** The order's, subscription's, withdrawal's … stored state. */
  state?: string
  instrument?: { code: string; name: string }
}

/**
 * The key that gathers legs into one event: the order number every leg of one business carries
 * (server/money/ledger.ts `post`), or the row itself for a credit without a request (a demo
 * balance). The records query groups by the same expression.
 */
export const eventKeyOf = (leg: Pick<LedgerLegRow, 'id' | 'orderNo'>) => leg.orderNo ?? `#${leg.id}`

/** Which business an order number belongs to, by its prefix (server/trading/orderNo.ts). */
type Business =
  | 'order'
  | 'deposit'
  | 'withdrawal'
  | 'exchange'
  | 'subscription'
  | 'loan'
  | 'follow'
  | 'quant'
  | 'allocation'
  | 'reward'
  | 'lending'
  | 'credit'
  | 'plan'
const BUSINESS_BY_PREFIX: Record<string, Business> = {
  T: 'order',
  D: 'deposit',
  W: 'withdrawal',
  X: 'exchange',
  S: 'subscription',
  L: 'loan',
  F: 'follow',
  Q: 'quant',
  A: 'allocation',
  R: 'reward',
  B: 'lending',
  P: 'plan',
}
const businessOf = (orderNo: string | null): Business =>
  orderNo === null ? 'credit' : (BUSINESS_BY_PREFIX[orderNo[0] ?? ''] ?? 'credit')

const sumOf = (legs: readonly LedgerLegRow[], test: (leg: LedgerLegRow) => boolean) =>
  legs.reduce((sum, leg) => (test(leg) ? sum + leg.amountMinor : sum), 0n)
const has = (legs: readonly LedgerLegRow[], kind: LedgerKind) => legs.some((l) => l.kind === kind)

/**
 * Money still set aside for the event: frozen for a request, margin in a position, or on its way
 * out of the quant account.
 */
const heldOf = (legs: readonly LedgerLegRow[]) =>
  sumOf(
    legs,
    (l) => l.bucket === 'frozen' || l.bucket === 'margin' || l.bucket === 'quantWithdrawing',
  )

/** Where an order stands by its legs: a close releases the margin, a fill moves money to it. */
function orderKind(legs: readonly LedgerLegRow[]): LedgerEventKind {
  if (has(legs, 'release')) return 'orderClosed'
  if (has(legs, 'margin')) return 'orderOpen'
  return heldOf(legs) > 0n ? 'orderPending' : 'orderCancelled'
}

/** A withdrawal: paid once money left the frozen bucket, rejected once it returned. */
function withdrawalKind(legs: readonly LedgerLegRow[], state?: string): LedgerEventKind {
  if (has(legs, 'withdrawal')) return 'withdrawalPaid'
  if (heldOf(legs) === 0n) return state === 'failed' ? 'withdrawalFailed' : 'withdrawalRejected'
  return state === 'approved' ? 'withdrawalApproved' : 'withdrawalPending'
}

/**
 * A subscription: its state when known (a paid one's frozen money is spent under the position's
 * own order number, so its legs alone would look still frozen), else by its legs.
 */
function subscriptionKind(legs: readonly LedgerLegRow[], state?: string): LedgerEventKind {
  if (state === 'paid') return 'subscriptionPaid'
  if (has(legs, 'forfeit') || state === 'waived') return 'subscriptionWaived'
  return heldOf(legs) > 0n ? 'subscriptionFrozen' : 'subscriptionRefunded'
}

function kindOf(business: Business, legs: readonly LedgerLegRow[], state?: string) {
  switch (business) {
    case 'order':
      return orderKind(legs)
    case 'withdrawal':
      return withdrawalKind(legs, state)
    case 'subscription':
      return subscriptionKind(legs, state)
    case 'deposit':
    case 'credit':
      return 'deposit'
    case 'exchange':
      return 'exchange'
    case 'loan':
      return 'loan'
    case 'follow':
      // Its start, each day's result and its end share the follow's number: ended once paid back.
      return has(legs, 'follow') && sumOf(legs, (l) => l.bucket === 'following') === 0n
        ? 'followEnded'
        : 'followInProgress'
    case 'quant':
      // In: out of the balance. Out: withdrawing until it arrives back in the balance.
      if (sumOf(legs, (l) => l.bucket === 'quantWithdrawing') !== 0n) return 'quantWithdrawing'
      return sumOf(legs, (l) => l.bucket === 'available') < 0n ? 'quantIn' : 'quantArrived'
    case 'allocation':
      // Quant money put into a strategy, and what came back when it stopped.
      return 'quantStrategy'
    case 'lending':
      return 'lendingFee'
    case 'reward':
      return 'checkinReward'
    case 'plan':
      return 'planRun'
  }
}

/** The net change of the available bucket per currency, in the order the currencies appear. */
function availableOf(legs: readonly LedgerLegRow[]) {
  const sums = new Map<string, bigint>()
  for (const leg of legs) {
    const before = sums.get(leg.currency) ?? 0n
    sums.set(leg.currency, before + (leg.bucket === 'available' ? leg.amountMinor : 0n))
  }
  return [...sums].map(([currency, minor]) => ({ currency, amount: minorToDecimal(minor) }))
}

/** One event from all of its legs (oldest first or in any order). */
export function eventOf(key: string, legs: readonly LedgerLegRow[], subject: EventSubject = {}) {
  const ordered = [...legs].sort((a, b) => a.id - b.id)
  const last = ordered[ordered.length - 1]
  if (!last) throw new Error(`event ${key} has no legs`)
  const business = businessOf(last.orderNo)
  const kind = kindOf(business, ordered, subject.state)
  // A paid subscription's money became the position (the frozen legs stay under its number).
  const pending = kind !== 'subscriptionPaid' && heldOf(ordered) !== 0n
  return {
    id: key,
    kind,
    reference: last.orderNo,
    instrument: subject.instrument ?? null,
    available: availableOf(ordered),
    pending,
    createdAt: last.createdAt.toISOString(),
    legs: ordered.map((leg) => ({
      id: leg.id,
      kind: leg.kind,
      bucket: leg.bucket,
      currency: leg.currency,
      amount: minorToDecimal(leg.amountMinor),
      createdAt: leg.createdAt.toISOString(),
    })),
  } satisfies LedgerEvent
}

/**
 * Ledger legs grouped into business events, in the order of `keys` (the page's events, newest
 * activity first); `subjects` by order number adds the state and instrument of each business.
 */
export function groupLedgerEvents(
  keys: readonly string[],
  legs: readonly LedgerLegRow[],
  subjects: ReadonlyMap<string, EventSubject> = new Map(),
): LedgerEvent[] {
  const byKey = new Map<string, LedgerLegRow[]>()
  for (const leg of legs) {
    const key = eventKeyOf(leg)
    const list = byKey.get(key) ?? []
    list.push(leg)
    byKey.set(key, list)
  }
  return keys.flatMap((key) => {
    const group = byKey.get(key)
    return group ? [eventOf(key, group, subjects.get(key))] : []
  })
}
