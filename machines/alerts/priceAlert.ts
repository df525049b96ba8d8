import { assign } from 'xstate'
import { compareDecimal, fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import { limitPriceIsPositive } from '../order/guards.ts'
import { setup } from '../setup.ts'

/**
 * Price alerts (issue 25, decision 0051): a price an instrument rises to or falls to, a move of
 * some percent either way from the price when the alert was set, or a new 52-week high or low.
 * The server's alert sweep prices every active alert and fires it once: a message, and a
 * notification where the device allows. The alert form, the server and this machine share these
 * rules.
 */

export const ALERT_KINDS = ['above', 'below', 'move', 'high52w', 'low52w'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** Issue 25, not in the spec: the most active alerts one user may keep. */
export const MAX_ACTIVE_ALERTS = 50
/** Issue 25, not in the spec: a move alert watches a move of at most this percent. */
export const MAX_MOVE_PERCENT = '100'

/** What an alert is judged on: its kind, its level and the price when it was set. */
export interface AlertTerms {
  kind: AlertKind
  /**
   * The price to reach (above, below), the percent of the move (move), or the 52-week high or
   * low when the alert was set (high52w, low52w).
   */
  level: string
  /** The price when the alert was set: what a move is measured from. */
  reference: string
}

/** A move's bounds: `percent` either side of `reference`, exact. */
function moveBounds(reference: string, percent: string): [string, string] {
  const scale = fractionDigits(reference) + fractionDigits(percent) + 2
  const ref = toScaled(reference, scale)
  const step = (ref * toScaled(percent, scale)) / 10n ** BigInt(scale) / 100n
  return [fromScaled(ref - step < 0n ? 0n : ref - step, scale), fromScaled(ref + step, scale)]
}

// not in the spec (issue 25): an alert fires once the price reaches its level — at or above a
// rise, at or below a fall, beyond a 52-week high or low, a move of its percent either way
export function alertReached(alert: AlertTerms, price: string): boolean {
  switch (alert.kind) {
    case 'above':
      return compareDecimal(price, alert.level) >= 0
    case 'below':
      return compareDecimal(price, alert.level) <= 0
    case 'high52w':
      return compareDecimal(price, alert.level) > 0
    case 'low52w':
      return compareDecimal(price, alert.level) < 0
    case 'move': {
      const [low, high] = moveBounds(alert.reference, alert.level)
      return compareDecimal(price, low) <= 0 || compareDecimal(price, high) >= 0
    }
  }
}

/** `value` at `digits` decimals, rounded down or up. */
function toDigits(value: string, digits: number, way: 'down' | 'up'): string {
  const scale = Math.max(fractionDigits(value), digits)
  const exact = toScaled(value, scale)
  const unit = 10n ** BigInt(scale - digits)
  const down = exact / unit
  return fromScaled(way === 'up' && down * unit < exact ? down + 1n : down, digits)
}

/**
 * The prices a move alert fires at either way, for the screen to say: prices move in the
 * reference's decimals, so the first such price at or past each bound (the fall's rounded down,
 * the rise's up), not the bound's own longer decimals.
 */
export function moveAlertBounds(alert: AlertTerms): [string, string] {
  const [low, high] = moveBounds(alert.reference, alert.level)
  const digits = fractionDigits(alert.reference)
  return [toDigits(low, digits, 'down'), toDigits(high, digits, 'up')]
}

// spec §5 Trading: a price must be above 0 — an alert's level too
export const alertLevelInvalid = (kind: AlertKind, level: string) =>
  !limitPriceIsPositive('limit', level) ||
  (kind === 'move' && compareDecimal(level, MAX_MOVE_PERCENT) > 0)

export type PriceAlertEvent =
  /** The alert sweep's price for the instrument. */
  { type: 'alert.price'; price: string; now: number } | { type: 'alert.cancel'; now: number }

/**
 * One price alert: active until the price reaches its level (fired, told once) or the user
 * cancels it. No `after`, no `invoke`: prices arrive as events, so the graph can be walked.
 */
export const priceAlertMachine = setup({
  types: {
    context: {} as AlertTerms & { firedPrice: string | null },
    input: {} as AlertTerms,
    events: {} as PriceAlertEvent,
  },
  actions: {
    /** Tells the user: a message, and a notification where the device allows. */
    tell: () => {},
  },
  guards: {
    // not in the spec (issue 25): the price has reached the alert's level
    alertReached: ({ context, event }) =>
      event.type === 'alert.price' && alertReached(context, event.price),
  },
}).createMachine({
  id: 'priceAlert',
  description:
    'A price alert: active until the price reaches its level, a move of its percent or a new 52-week high or low — then fired and told once — or until the user cancels it.',
  context: ({ input }) => ({ ...input, firedPrice: null }),
  initial: 'active',
  states: {
    active: {
      tags: ['active'],
      description: 'Watching: every price of the instrument is compared with the level.',
      on: {
        'alert.price': {
          guard: 'alertReached',
          target: 'fired',
          actions: assign({
            firedPrice: ({ event }) => (event.type === 'alert.price' ? event.price : null),
          }),
        },
        'alert.cancel': 'cancelled',
      },
    },
    fired: {
      type: 'final',
      tags: ['fired'],
      entry: 'tell',
      description:
        'The price reached the level: the user was told once (a message, a notification).',
    },
    cancelled: { type: 'final', description: 'The user removed the alert before it fired.' },
  },
})

export const ALERT_STATES = ['active', 'fired', 'cancelled'] as const
export type AlertState = (typeof ALERT_STATES)[number]

/** What a view asks of an alert's state, by the machine's tags rather than by state names. */
export type AlertTag = 'active' | 'fired'

export function alertHasTag(state: AlertState, tag: AlertTag): boolean {
  return priceAlertMachine.states[state]?.tags.includes(tag) ?? false
}
