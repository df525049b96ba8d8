import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { defineGate, type GateInput } from '../gate.ts'
import type { Direction } from './direction.ts'
import { limitPriceIsPositive } from './guards.ts'
import {
  type Protection,
  stopLossOnLosingSide,
  TRAIL_PERCENT_MAX,
  takeProfitOnWinningSide,
  trailPercentValid,
} from './stops.ts'

/**
 * A stop-loss and a take-profit on a position or an order (issue 25, decision 0049): the rules
 * that make them sensible, as a gate that the placement gate, the protection form and the server
 * all run, and the call that sets, edits or removes them.
 */

/** What the protection rules judge: the protection asked for and the price it is judged from. */
export interface ProtectionFacts extends Protection {
  direction: Direction
  /**
   * The price the sides are judged from: the last price for an open position, the order's own
   * price while it waits; null when there is none.
   */
  reference: string | null
}

const priceGiven = (value: string | null) => value !== null && value !== ''

// spec §5 Trading: a price must be above 0 — a stop-loss's or take-profit's too
export const protectionPriceNotPositive = (f: Protection) =>
  [f.stopLoss, f.takeProfit].some(
    (price) => priceGiven(price) && !limitPriceIsPositive('limit', price),
  )
// not in the spec (issue 25): a trailing stop trails by more than 0 % and at most 50 %
export const trailOutOfRange = (f: Protection) =>
  f.trailPercent !== null && !trailPercentValid(f.trailPercent)
// not in the spec (issue 25): a stop-loss lies on the losing side of the price it protects
export const stopLossWrongSide = (f: ProtectionFacts) =>
  f.trailPercent === null &&
  f.stopLoss !== null &&
  f.reference !== null &&
  !stopLossOnLosingSide(f.direction, f.stopLoss, f.reference)
// not in the spec (issue 25): a take-profit lies on the winning side of the price
export const takeProfitWrongSide = (f: ProtectionFacts) =>
  f.takeProfit !== null &&
  f.reference !== null &&
  !takeProfitOnWinningSide(f.direction, f.takeProfit, f.reference)
// spec §8 Trading: a current price must be obtained — to judge the stops against
export const noReferencePrice = (f: ProtectionFacts) =>
  f.reference === null && (f.stopLoss !== null || f.takeProfit !== null || f.trailPercent !== null)

/** The protection rules, as the placement gate and the protection gate list them. */
export const PROTECTION_CHECKS = [
  {
    state: 'protectionPriceInvalid',
    code: 'trade.priceInvalid',
    blocks: { name: 'protectionPriceNotPositive', test: protectionPriceNotPositive },
    description: 'A stop-loss or take-profit price is not a price above zero.',
  },
  {
    state: 'trailInvalid',
    code: 'trade.trailInvalid',
    blocks: { name: 'trailOutOfRange', test: trailOutOfRange },
    description: 'A trailing stop trails by 0 % or less, or by more than 50 %.',
  },
  {
    state: 'stopLossSide',
    code: 'trade.stopLossSide',
    blocks: { name: 'stopLossWrongSide', test: stopLossWrongSide },
    description:
      'The stop-loss is not below the price for a long position, or not above it for a short.',
  },
  {
    state: 'takeProfitSide',
    code: 'trade.takeProfitSide',
    blocks: { name: 'takeProfitWrongSide', test: takeProfitWrongSide },
    description:
      'The take-profit is not above the price for a long position, or not below it for a short.',
  },
] as const

/** Setting, editing or removing the protection of one order: the first rule that blocks it. */
export const protectionGate = defineGate<ProtectionFacts>(
  'protection',
  'Decides whether a stop-loss, trailing stop or take-profit may be set on a position or order: prices above zero, a trail within its range, each on its side of the price (issue 25).',
  [
    {
      state: 'noPrice',
      code: 'trade.noPrice',
      blocks: { name: 'noReferencePrice', test: noReferencePrice },
      description: 'No current price to judge the stops against.',
    },
    ...PROTECTION_CHECKS,
  ],
)

/** The protection gate's input, built the same way by the form and by the server. */
export const protectionInput = (facts: ProtectionFacts): GateInput<ProtectionFacts> => ({
  gate: protectionGate,
  facts,
  params: { trailInvalid: { count: TRAIL_PERCENT_MAX } },
})

/** A price as typed for a stop: trimmed; empty means none. */
const stopField = zod.nullable(zod.string().check(zod.trim(), zod.maxLength(24)))

/** An empty field means no stop of that kind. */
export const protectionOf = (request: {
  stopLoss?: string | null
  takeProfit?: string | null
  trailPercent?: string | null
}): Protection => {
  const given = (value: string | null | undefined) => (value ? value : null)
  return {
    stopLoss: given(request.stopLoss),
    takeProfit: given(request.takeProfit),
    trailPercent: given(request.trailPercent),
  }
}

const protection = zod.object({
  stopLoss: zod.nullable(zod.string()),
  takeProfit: zod.nullable(zod.string()),
  trailPercent: zod.nullable(zod.string()),
})

export const protectCall = defineCall({
  path: 'trade/protect',
  summary:
    'Set, edit or remove the stop-loss (fixed or trailing) and take-profit of a position or pending order (issue 25); setting the same values again changes nothing',
  request: zod.object({
    orderNo: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40)),
    stopLoss: zod._default(stopField, null),
    takeProfit: zod._default(stopField, null),
    trailPercent: zod._default(stopField, null),
  }),
  answer: zod.object({ orderNo: zod.string(), ...protection.shape }),
  auth: true,
})
