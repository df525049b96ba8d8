import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { compareDecimal } from '../decimal.ts'
import { defineGate, type GateInput } from '../gate.ts'
import {
  ALERT_KINDS,
  ALERT_STATES,
  type AlertKind,
  alertLevelInvalid,
  MAX_ACTIVE_ALERTS,
  MAX_MOVE_PERCENT,
} from './priceAlert.ts'

/**
 * The calls of price alerts (issue 25, decision 0051): the user's alerts, setting one and
 * removing one; and the form's gate, which the screen and the server build the same way.
 */

/** What the alert form's rules judge. */
export interface AlertFacts {
  kind: AlertKind
  /** As typed: a price (above, below) or a percent (move); not read for a 52-week alert. */
  level: string
  /** The instrument's last price, or null when none could be obtained. */
  lastPrice: string | null
  /** How many alerts the user has active now. */
  activeCount: number
}

const setByPrice = (kind: AlertKind) => kind === 'above' || kind === 'below' || kind === 'move'

// spec §8 Trading: a current price must be obtained — an alert is set against it
export const alertWithoutPrice = (f: AlertFacts) => f.lastPrice === null
// spec §5 Trading: a price must be above 0 — a level too; a move is at most 100 %
export const alertLevelNotValid = (f: AlertFacts) =>
  setByPrice(f.kind) && alertLevelInvalid(f.kind, f.level)
// not in the spec (issue 25): a rise is watched above the price and a fall below it, or the
// alert would fire the moment it is set
export const alertAlreadyReached = (f: AlertFacts) =>
  f.lastPrice !== null &&
  ((f.kind === 'above' && compareDecimal(f.level, f.lastPrice) <= 0) ||
    (f.kind === 'below' && compareDecimal(f.level, f.lastPrice) >= 0))
// not in the spec (issue 25): at most MAX_ACTIVE_ALERTS active alerts per user
export const tooManyAlerts = (f: AlertFacts) => f.activeCount >= MAX_ACTIVE_ALERTS

export const alertGate = defineGate<AlertFacts>(
  'alertForm',
  'Decides whether a price alert may be set: a price to judge it by, a level above zero (a move of at most 100 %), a rise above the price and a fall below it, and room among the user’s active alerts (issue 25).',
  [
    {
      state: 'noPrice',
      code: 'trade.noPrice',
      blocks: { name: 'alertWithoutPrice', test: alertWithoutPrice },
      description: 'No current price to set the alert against.',
    },
    {
      state: 'tooMany',
      code: 'alert.tooMany',
      blocks: { name: 'tooManyAlerts', test: tooManyAlerts },
      description: 'The user already has the most active alerts allowed.',
    },
    {
      state: 'levelInvalid',
      code: 'alert.levelInvalid',
      blocks: { name: 'alertLevelNotValid', test: alertLevelNotValid },
      description: 'The level is not a price above zero, or the move is not a percent up to 100.',
    },
    {
      state: 'alreadyReached',
      code: 'alert.alreadyReached',
      blocks: { name: 'alertAlreadyReached', test: alertAlreadyReached },
      description: 'A rise at or below the price, or a fall at or above it: it would fire at once.',
    },
  ],
)

export const alertInput = (facts: AlertFacts): GateInput<AlertFacts> => ({
  gate: alertGate,
  facts,
  params: {
    tooMany: { count: String(MAX_ACTIVE_ALERTS) },
    levelInvalid: { count: MAX_MOVE_PERCENT },
  },
})

const alert = named(
  'PriceAlert',
  zod.object({
    id: zod.number(),
    code: zod.string(),
    name: zod.string(),
    currency: zod.nullable(zod.string()),
    kind: zod.enum(ALERT_KINDS),
    level: zod.string(),
    /** The price when it was set. */
    reference: zod.string(),
    state: zod.enum(ALERT_STATES),
    createdAt: isoTime,
    firedAt: zod.nullable(isoTime),
    firedPrice: zod.nullable(zod.string()),
  }),
)
export type PriceAlert = zod.output<typeof alert>

export const alertsCall = defineCall({
  path: 'alerts/list',
  summary:
    'The user’s price alerts, active ones first, then the last fired ones; of one instrument when a code is given (issue 25)',
  request: zod.object({ code: zod.optional(zod.string().check(zod.trim(), zod.maxLength(20))) }),
  answer: zod.array(alert),
  auth: true,
})

export const createAlertCall = defineCall({
  path: 'alerts/create',
  summary:
    'Set a price alert: a price to rise or fall to, a move in percent, or a new 52-week high or low (issue 25)',
  request: zod.object({
    code: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(20)),
    kind: zod.enum(ALERT_KINDS),
    // Any text here: whether it is a price is the rule of the gate.
    level: zod._default(zod.string().check(zod.trim(), zod.maxLength(24)), ''),
    requestId: zod.optional(zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(64))),
  }),
  answer: alert,
  auth: true,
  oncePerRequest: true,
})

export const cancelAlertCall = defineCall({
  path: 'alerts/cancel',
  summary: 'Remove an active price alert (issue 25)',
  request: zod.object({ id: rowId }),
  answer: alert,
  auth: true,
})
