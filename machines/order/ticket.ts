import { assign, fromPromise } from 'xstate'
import { type Refusal, reachedNoDecision } from '../contract/refusal.ts'
import { type Intent, intentFor } from '../flows/intent.ts'
import { refusalOf } from '../gate.ts'
import { decimalToMinor, minorToDecimal } from '../money.ts'
import { setup } from '../setup.ts'
import {
  type BuyRequest,
  type PlacedOrder,
  type PlacementOrder,
  placementCost,
  placementInput,
  placementPrice,
  type TradeTerms,
} from './calls.ts'
import { closeOutPrice, equityMinor, lossAtPrice, type PositionExposure } from './closeOut.ts'
import type { Direction } from './direction.ts'
import { limitPriceIsPositive } from './guards.ts'
import { mostLotsThat } from './lotSearch.ts'
import { aboveRetailLeverageCap, type BusinessType, type PriceType } from './placement.ts'
import { hasLimitPrice, isStopOrder } from './priceTypes.ts'
import { type OpeningCost, productMinor } from './pricing.ts'
import { protectionOf } from './protection.ts'
import { type Protection, protectionAt, trailPercentValid } from './stops.ts'

/** How the user sizes the order: a number of lots, or an amount the lots are worked out from. */
export type Sizing = 'lots' | 'amount'

/** What the user has entered on the buy panel. */
export interface TicketForm {
  direction: Direction
  priceType: PriceType
  /** The limit price (a limit or stop-limit order). */
  price: string
  /** A stop or stop-limit order's stop (issue 25). */
  stopPrice: string
  /** The stops that protect the position, as typed; empty for none (issue 25). */
  stopLoss: string
  /** Whether the stop-loss trails the price by `trailPercent` instead of standing at `stopLoss`. */
  trailing: boolean
  trailPercent: string
  takeProfit: string
  /** With `sizing: 'amount'`, worked out from `amount` at the order's price (lotsForAmount). */
  lots: string
  sizing: Sizing
  /** The order amount (price × lots, before fees) as a decimal string, when sizing by amount. */
  amount: string
  leverage: number
  businessType: BusinessType
  /** For a block trade: the product, its price and its minimum shares. */
  block: { id: number; price: string; minShares: number; open: boolean } | null
}

export interface TicketContext {
  form: TicketForm
  terms: TradeTerms | null
  /**
   * The order being asked for and its idempotency key (API.md requestId): kept through a refusal,
   * a failure and a time-out while the ticket asks the same, dropped once placed (decision 0063).
   */
  intent: Intent | null
  /** The request last sent, as a retry sends it again. */
  sent: BuyRequest | null
  placed: PlacedOrder | null
  error: Refusal | null
  /** The user (or the screen that opened the ticket) chose the quantity: the first terms keep it. */
  lotsChosen: boolean
}

export type TicketEvent =
  | { type: 'ticket.terms'; terms: TradeTerms }
  | { type: 'ticket.edit'; patch: Partial<TicketForm> }
  /** `requestId` fixes the key of a new order (tests, path fixtures); minted otherwise (intent.ts). */
  | { type: 'ticket.submit'; requestId?: string }
  | { type: 'ticket.confirm' }
  | { type: 'ticket.back' }
  /** After no answer: the same request again, under the same key. */
  | { type: 'ticket.retry' }
  | { type: 'ticket.again' }

/** The stops of the ticket as the rules read them: an empty field is no stop. */
export const ticketProtectionOf = (form: TicketForm): Protection =>
  protectionOf({
    stopLoss: form.trailing ? null : form.stopLoss,
    trailPercent: form.trailing ? form.trailPercent : null,
    takeProfit: form.takeProfit,
  })

/** The ticket as the placement gate judges it (lots as typed become a number). */
export const placementOrderOf = (form: TicketForm): PlacementOrder => ({
  ...form,
  stopPrice: isStopOrder(form.priceType) ? form.stopPrice : null,
  protection: ticketProtectionOf(form),
  lots: Number(form.lots),
})

/** The fee, stamp duty, margin and total of the ticket as entered, or null if it cannot be priced. */
export function ticketCost(form: TicketForm, terms: TradeTerms): OpeningCost | null {
  return placementCost(placementOrderOf(form), terms)
}

/**
 * The leverage the ticket offers (issue 25): the instrument's multipliers, within the retail cap
 * unless the user is a professional client; whether the cap left some out, for the ticket to say.
 */
export function ticketLeverages(terms: TradeTerms): { choices: number[]; capped: boolean } {
  const { leverages, retailLeverageCap } = terms.rules
  const choices = terms.professional
    ? leverages
    : leverages.filter(
        (x) => !aboveRetailLeverageCap({ professional: false, leverage: x, retailLeverageCap }),
      )
  return { choices, capped: choices.length < leverages.length }
}

/** The position the ticket would open, as its risk is judged; null when not priced yet. */
function ticketExposure(form: TicketForm, terms: TradeTerms): PositionExposure | null {
  const cost = ticketCost(form, terms)
  if (!cost || form.block !== null) return null
  return {
    direction: form.direction,
    lots: Number(form.lots),
    leverage: form.leverage,
    amount: minorToDecimal(cost.amountMinor),
    margin: minorToDecimal(cost.marginMinor),
    fees: terms.rules.fees,
  }
}

/**
 * Where the ticket's position would be closed out, and what the user would lose there (issue 25:
 * the worst case before confirming); null for an order not on margin or not priced yet.
 */
export function ticketCloseOut(
  form: TicketForm,
  terms: TradeTerms,
): { price: string; lossMinor: bigint } | null {
  const exposure = ticketExposure(form, terms)
  if (!exposure) return null
  const price = closeOutPrice(exposure, terms.rules, terms.decimals)
  return price === null ? null : { price, lossMinor: lossAtPrice(exposure, price) }
}

/**
 * Where the ticket's stop-loss would stand when the position opens (a trailing one at its trail
 * from the order's price) and what closing there would lose, fees included; and what closing at
 * the take-profit would gain. Null for a stop not set or not valid yet (issue 25: the worst case
 * at the stop before confirming).
 */
export function ticketStops(
  form: TicketForm,
  terms: TradeTerms,
): {
  stopLoss: { price: string; lossMinor: bigint } | null
  takeProfit: { price: string; gainMinor: bigint } | null
} {
  const exposure = ticketExposure(form, terms)
  const reference = placementPrice(placementOrderOf(form), terms.lastPrice)
  const asked = ticketProtectionOf(form)
  const valid = (price: string | null) =>
    price !== null && limitPriceIsPositive('limit', price) ? price : null
  if (!exposure || reference === null || !valid(reference))
    return { stopLoss: null, takeProfit: null }
  const trail = asked.trailPercent !== null && trailPercentValid(asked.trailPercent)
  const stop = trail
    ? protectionAt(form.direction, asked, reference, terms.decimals).stopLoss
    : valid(asked.stopLoss)
  const profit = valid(asked.takeProfit)
  const margin = decimalToMinor(exposure.margin) ?? 0n
  return {
    stopLoss: stop ? { price: stop, lossMinor: lossAtPrice(exposure, stop) } : null,
    takeProfit: profit
      ? { price: profit, gainMinor: equityMinor(exposure, profit) - margin }
      : null,
  }
}

/**
 * The first placement rule the ticket breaks, as the server would answer it (its message
 * parameters included); null when nothing blocks. The frequency rule is the server's alone.
 */
export function ticketRefusal(form: TicketForm, terms: TradeTerms): Refusal | null {
  return refusalOf(placementInput(placementOrderOf(form), terms), 'client')
}

/** The `trade/buy` request of a confirmed ticket. */
export function buyRequest(form: TicketForm, code: string, requestId: string): BuyRequest {
  return {
    code,
    direction: form.direction,
    priceType: form.priceType,
    price: hasLimitPrice(form.priceType) ? form.price : undefined,
    stopPrice: isStopOrder(form.priceType) ? form.stopPrice : undefined,
    ...stopsRequest(form),
    lots: Number(form.lots),
    leverage: form.leverage,
    businessType: form.businessType,
    productId: form.block?.id,
    requestId,
  }
}

/** The stops of the request: only those set, so an order without stops sends none. */
function stopsRequest(form: TicketForm) {
  const stops = ticketProtectionOf(form)
  return Object.fromEntries(Object.entries(stops).filter(([, value]) => value !== null)) as Partial<
    Record<keyof Protection, string>
  >
}

/**
 * The smallest whole quantity whose amount at the last price reaches the minimum opening amount
 * (spec §5 Trading: an opening below the minimum amount is refused) — where the ticket starts
 * (issue 18: it opened at 1 lot, already refused). 1 when there is no price to judge by.
 */
export function smallestLots(terms: TradeTerms): number {
  const price = terms.lastPrice
  const min = decimalToMinor(terms.rules.minAmount)
  if (price === null || !limitPriceIsPositive('limit', price) || min === null) return 1
  // The lot after the most that stay below the minimum.
  return mostLotsThat((lots) => productMinor(price, String(lots)) < min) + 1
}

/**
 * The most whole lots whose amount at the price stays within the amount asked for (issue 18: buy
 * by amount); 0 when it buys none or there is no price, which the placement gate then refuses.
 */
export function lotsForAmount(amount: string, price: string | null): number {
  const budget = decimalToMinor(amount)
  // Nothing asked buys nothing, even lots whose amount rounds to 0.00 (a price below half a cent).
  if (price === null || !limitPriceIsPositive('limit', price) || budget === null || budget <= 0n)
    return 0
  return mostLotsThat((lots) => productMinor(price, String(lots)) <= budget)
}

/** The form with its lots worked out from the amount when the user sizes by amount. */
function sized(form: TicketForm, terms: TradeTerms | null): TicketForm {
  if (form.sizing !== 'amount' || form.block !== null) return form
  const price = placementPrice(placementOrderOf(form), terms?.lastPrice ?? null)
  return { ...form, lots: String(lotsForAmount(form.amount, price)) }
}

export const EMPTY_TICKET: TicketForm = {
  direction: 'long',
  priceType: 'market',
  price: '',
  stopPrice: '',
  stopLoss: '',
  trailing: false,
  trailPercent: '',
  takeProfit: '',
  lots: '1',
  sizing: 'lots',
  amount: '',
  leverage: 1,
  businessType: 'normal',
  block: null,
}

/**
 * The buy panel (spec §2 Stock detail): the user fills the ticket while the placement gate tells
 * them the first thing that blocks it; submitting shows the fee and total to confirm; the
 * confirmed order goes to the server, which runs the same gate again.
 */
export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    input: {} as { form?: Partial<TicketForm>; intent?: Intent | null },
    events: {} as TicketEvent,
  },
  actors: {
    /** `call(buyCall, request)`, supplied by the panel. */
    placeOrder: fromPromise<PlacedOrder, BuyRequest>(() => new Promise<never>(() => {})),
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const { patch } = event as Extract<TicketEvent, { type: 'ticket.edit' }>
      return {
        form: sized({ ...context.form, ...patch }, context.terms),
        error: null,
        lotsChosen: context.lotsChosen || patch.lots !== undefined,
      }
    }),
  },
  guards: {
    // spec §5 Trading, §8 Trading: the placement gate decides; the first blocking rule is shown
    ticketAllowed: ({ context }) =>
      context.terms !== null && ticketRefusal(context.form, context.terms) === null,
    // spec §8 Response handling, decision 0059: a status-0 answer with a message is a refusal, unless it says the server was busy or throttled; an HTTP failure or a time-out is a failed call
    isBusinessRefusal: ({ event }) => !reachedNoDecision((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'orderTicket',
  description:
    'The buy panel: fill in direction, price type, lots (or an amount the lots are worked out from) and leverage; the placement gate shows what blocks the order; confirm fee and total; the server places it.',
  context: ({ input }) => ({
    form: { ...EMPTY_TICKET, ...input.form },
    terms: null,
    intent: input.intent ?? null,
    sent: null,
    placed: null,
    error: null,
    lotsChosen: input.form?.lots !== undefined,
  }),
  initial: 'editing',
  on: {
    'ticket.terms': {
      actions: assign({
        terms: ({ event }) => event.terms,
        // The first terms set the smallest valid quantity, unless a quantity was chosen; sized by
        // amount, the lots follow the price.
        form: ({ context, event }) =>
          context.terms === null && !context.lotsChosen && context.form.block === null
            ? { ...context.form, lots: String(smallestLots(event.terms)) }
            : sized(context.form, event.terms),
      }),
    },
  },
  states: {
    editing: {
      on: {
        'ticket.edit': { actions: 'applyEdit' },
        'ticket.submit': {
          guard: 'ticketAllowed',
          target: 'confirming',
          actions: assign({
            intent: ({ context, event }) =>
              intentFor(context.intent, requestOf(context, ''), event.requestId),
          }),
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      description: 'The fee, stamp duty, margin and total are shown before the order is sent.',
      on: {
        'ticket.confirm': {
          target: 'submitting',
          actions: assign({
            sent: ({ context }) => requestOf(context, context.intent?.requestId ?? ''),
          }),
        },
        'ticket.back': 'editing',
      },
    },
    submitting: {
      tags: ['confirming', 'busy'],
      description: 'The confirmed order is on its way; Confirm is disabled.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => context.sent ?? requestOf(context, ''),
        onDone: {
          target: 'placed',
          // decision 0063: placed, so the next order is a new intent
          actions: assign({ placed: ({ event }) => event.output, intent: null }),
        },
        onError: [
          {
            guard: 'isBusinessRefusal',
            target: 'editing',
            actions: assign({ error: ({ event }) => event.error as Refusal }),
          },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      description:
        'No answer (network, time-out, server error): the order may have been placed. Retry sends it again under the same key, so it is never placed twice; or go back to the ticket.',
      on: {
        'ticket.retry': 'submitting',
        'ticket.back': 'editing',
        'ticket.edit': { target: 'editing', actions: 'applyEdit' },
      },
    },
    placed: {
      tags: ['done'],
      description: 'The order is placed: pending, or filled and holding or locked.',
      on: { 'ticket.again': { target: 'editing', actions: assign({ placed: null }) } },
    },
  },
})

type TicketSnapshot = { hasTag(tag: string): boolean; context: TicketContext }

/** What the panel reads of the ticket, by tag (never by state name). */
export const ticketSelectors = {
  isConfirming: (s: TicketSnapshot) => s.hasTag('confirming'),
  isBusy: (s: TicketSnapshot) => s.hasTag('busy'),
  placed: (s: TicketSnapshot) => (s.hasTag('done') ? s.context.placed : null),
  isFailed: (s: TicketSnapshot) => s.hasTag('failed'),
}

/** The `trade/buy` request the ticket asks for now, under `requestId`. */
function requestOf(context: TicketContext, requestId: string): BuyRequest {
  return buyRequest(context.form, context.terms?.code ?? '', requestId)
}
