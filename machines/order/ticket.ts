import { assign, fromPromise, setup } from 'xstate'
import type { SessionStatus } from '../calendar/sessions.ts'
import { evaluateGate, type GateResult } from '../gate.ts'
import type { InstrumentFlag } from '../marketData.ts'
import { minorToDecimal } from '../money.ts'
import type { Refusal } from '../session/events.ts'
import { limitPriceIsPositive, lotsAreWhole } from './guards.ts'
import { type BusinessType, orderPlacementGate, type PlacementFacts } from './placement.ts'
import { type Direction, type OpeningCost, openingCost } from './pricing.ts'
import type { TradeRules } from './tradeRules.ts'

/** What `trade/rules` answers: the instrument's rules, session, price and the user's balance. */
export interface TicketTerms {
  code: string
  currency: string
  decimals: number
  rules: TradeRules
  session: SessionStatus
  hasExtendedHours: boolean
  tradable: boolean
  flags: InstrumentFlag[]
  lastPrice: string | null
  available: string
  noTrade: boolean
}

/** What the user has entered on the buy panel. */
export interface TicketForm {
  direction: Direction
  priceType: 'market' | 'limit'
  price: string
  lots: string
  leverage: number
  businessType: BusinessType
  /** For a block trade: the product, its price and its minimum shares. */
  block: { id: number; price: string; minShares: number; open: boolean } | null
}

export interface TicketContext {
  form: TicketForm
  terms: TicketTerms | null
  /** The idempotency key of the submission in progress (API.md requestId). */
  requestId: string
  placed: { orderNo: string; state: string } | null
  error: Refusal | null
}

export type TicketEvent =
  | { type: 'ticket.terms'; terms: TicketTerms }
  | { type: 'ticket.edit'; patch: Partial<TicketForm> }
  | { type: 'ticket.submit'; requestId: string }
  | { type: 'ticket.confirm' }
  | { type: 'ticket.back' }
  | { type: 'ticket.again' }

/** The price an order would be costed at: the limit, the block price, or the last price. */
function pricingPrice(form: TicketForm, terms: TicketTerms): string | null {
  if (form.block) return form.block.price
  return form.priceType === 'limit' ? form.price : terms.lastPrice
}

/** The fee, stamp duty, margin and total of the ticket as entered, or null if it cannot be priced. */
export function ticketCost(form: TicketForm, terms: TicketTerms): OpeningCost | null {
  const price = pricingPrice(form, terms)
  const lots = Number(form.lots)
  if (price === null || !limitPriceIsPositive('limit', price) || !lotsAreWhole(lots)) return null
  return openingCost(price, lots, form.leverage, form.direction, terms.rules.fees)
}

/** The placement gate's facts for the ticket — the same gate the server runs on submit. */
export function ticketFacts(form: TicketForm, terms: TicketTerms): PlacementFacts {
  const cost = ticketCost(form, terms)
  const priceType = form.block ? 'market' : form.priceType
  return {
    noTrade: terms.noTrade,
    tradable: terms.tradable,
    flags: terms.flags,
    session: terms.session,
    hasExtendedHours: terms.hasExtendedHours,
    businessType: form.businessType,
    blockOpen: form.block ? form.block.open : true,
    direction: form.direction,
    priceType,
    limitPrice: priceType === 'limit' ? form.price : null,
    lastPrice: form.block ? form.block.price : terms.lastPrice,
    priceLimitPercent: terms.rules.priceLimitPercent,
    lots: Number(form.lots),
    minShares: form.block?.minShares ?? 0,
    leverage: form.leverage,
    leverages: terms.rules.leverages,
    marginTrading: terms.rules.marginTrading,
    amount: minorToDecimal(cost?.amountMinor ?? 0n),
    minAmount: terms.rules.minAmount,
    total: minorToDecimal(cost?.totalMinor ?? 0n),
    available: terms.available,
    // Only the server counts recent submissions; the client never blocks on it.
    recentOrders: 0,
    ordersPerMinute: terms.rules.ordersPerMinute,
  }
}

/** The first placement rule the ticket breaks, as the server would answer; allowed otherwise. */
export function ticketVerdict(form: TicketForm, terms: TicketTerms | null): GateResult | null {
  return terms ? evaluateGate(orderPlacementGate, ticketFacts(form, terms)) : null
}

export const EMPTY_TICKET: TicketForm = {
  direction: 'long',
  priceType: 'market',
  price: '',
  lots: '1',
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
    input: {} as { form?: Partial<TicketForm> },
    events: {} as TicketEvent,
  },
  actors: {
    placeOrder: fromPromise<
      { orderNo: string; state: string },
      { form: TicketForm; code: string; requestId: string }
    >(() => new Promise<never>(() => {})),
  },
  guards: {
    // spec §5 Trading, §8 Trading: the placement gate decides; the first blocking rule is shown
    ticketAllowed: ({ context }) => ticketVerdict(context.form, context.terms)?.allowed === true,
  },
}).createMachine({
  id: 'orderTicket',
  description:
    'The buy panel: fill in direction, price type, lots and leverage; the placement gate shows what blocks the order; confirm fee and total; the server places it.',
  context: ({ input }) => ({
    form: { ...EMPTY_TICKET, ...input.form },
    terms: null,
    requestId: '',
    placed: null,
    error: null,
  }),
  initial: 'editing',
  on: { 'ticket.terms': { actions: assign({ terms: ({ event }) => event.terms }) } },
  states: {
    editing: {
      on: {
        'ticket.edit': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, ...event.patch }),
            error: null,
          }),
        },
        'ticket.submit': {
          guard: 'ticketAllowed',
          target: 'confirming',
          actions: assign({ requestId: ({ event }) => event.requestId }),
        },
      },
    },
    confirming: {
      description: 'The fee, stamp duty, margin and total are shown before the order is sent.',
      on: { 'ticket.confirm': 'submitting', 'ticket.back': 'editing' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          form: context.form,
          code: context.terms?.code ?? '',
          requestId: context.requestId,
        }),
        onDone: { target: 'placed', actions: assign({ placed: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error as Refusal }),
        },
      },
    },
    placed: {
      description: 'The order is placed: pending, or filled and holding or locked.',
      on: { 'ticket.again': { target: 'editing', actions: assign({ placed: null }) } },
    },
  },
})
