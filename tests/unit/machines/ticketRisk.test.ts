import { describe, expect, it } from 'vitest'
import type { TradeTerms } from '../../../machines/order/calls.ts'
import { shareAtOneEuro } from '../../../machines/order/fixtures.ts'
import {
  buyRequest,
  EMPTY_TICKET,
  type TicketForm,
  ticketCloseOut,
  ticketCost,
  ticketStops,
} from '../../../machines/order/ticket.ts'

/**
 * What the buy panel shows before confirming (spec §2 Stock detail; issue 25: the worst case at
 * the close-out and at the stops), worked by hand for a Spanish share at 1.00 (two decimals) under
 * Spain's default rules: 0.1 % buy and sell fee, 0.2 % stamp duty on a purchase, a close-out at
 * half the margin. 100 lots cost 100.00; at 2× the margin is 50.00.
 */
const terms: TradeTerms = shareAtOneEuro
const ticket = (form: Partial<TicketForm>): TicketForm => ({
  ...EMPTY_TICKET,
  lots: '100',
  ...form,
})
const atTwice = ticket({ leverage: 2 })
const block = { id: 7, price: '1.00', minShares: 100, open: true }

describe('the cost the ticket shows (spec §5 Trading, §9: fee 0.1 %)', () => {
  it('is the amount, the margin, the fee and the stamp duty of the order as typed', () => {
    // 100 × 1.00 = 100.00 at 1×: margin 100.00, fee 0.10, stamp duty 0.20, total 100.30.
    expect(ticketCost(ticket({}), terms)).toEqual({
      amountMinor: 10_000n,
      marginMinor: 10_000n,
      feeMinor: 10n,
      stampDutyMinor: 20n,
      totalMinor: 10_030n,
    })
  })
})

describe('the close-out the ticket warns of (issue 25, decision 0047)', () => {
  it('is the highest price that closes a long at 2× out, and what is lost there', () => {
    // Equity at P: 50.00 + (100 P − 100.00) − 0.1 % of 100 P. At 0.75: 50 − 25 − 0.08 = 24.92,
    // at or below half the margin (25.00): closed out. At 0.76: 50 − 24 − 0.08 = 25.92, safe.
    // The loss at 0.75: 50.00 − 24.92 = 25.08.
    expect(ticketCloseOut(atTwice, terms)).toEqual({ price: '0.75', lossMinor: 2508n })
  })
  it('is none for shares bought outright: they cannot lose more than they cost', () => {
    expect(ticketCloseOut(ticket({}), terms)).toBeNull()
  })
  it('is none before the order can be priced, and for a block trade', () => {
    expect(ticketCloseOut(atTwice, { ...terms, lastPrice: null })).toBeNull()
    expect(ticketCloseOut({ ...atTwice, block }, terms)).toBeNull()
  })
})

describe('the stops the ticket warns of (issue 25: the worst case at the stop)', () => {
  it('shows the loss at the stop-loss and the gain at the take-profit, fees included', () => {
    // At 0.90 the close returns 50 − 10 − 0.09 = 39.91: 10.09 lost. At 1.20 it returns
    // 50 + 20 − 0.12 = 69.88: 19.88 gained on the 50.00 of margin.
    expect(ticketStops({ ...atTwice, stopLoss: '0.90', takeProfit: '1.20' }, terms)).toEqual({
      stopLoss: { price: '0.90', lossMinor: 1009n },
      takeProfit: { price: '1.20', gainMinor: 1988n },
    })
  })
  it('places a trailing stop at its percent from the order’s price', () => {
    // 5 % under 1.00 is 0.95: the close returns 50 − 5 − 0.10 (0.095 half up) = 44.90, 5.10 lost.
    expect(ticketStops({ ...atTwice, trailing: true, trailPercent: '5' }, terms)).toEqual({
      stopLoss: { price: '0.95', lossMinor: 510n },
      takeProfit: null,
    })
  })
  it('shows nothing for a stop that is not valid yet', () => {
    // A trail of 60 % is over the 50 % allowed; a price of 0 is no price (spec §5 Trading).
    const none = { stopLoss: null, takeProfit: null }
    expect(ticketStops({ ...atTwice, trailing: true, trailPercent: '60' }, terms)).toEqual(none)
    expect(ticketStops({ ...atTwice, stopLoss: '0', takeProfit: '0' }, terms)).toEqual(none)
  })
  it('shows nothing before the order can be priced, and for a block trade', () => {
    const stops = { stopLoss: '0.90', takeProfit: '1.20' }
    const none = { stopLoss: null, takeProfit: null }
    expect(ticketStops({ ...atTwice, ...stops }, { ...terms, lastPrice: null })).toEqual(none)
    expect(ticketStops({ ...atTwice, ...stops, block }, terms)).toEqual(none)
  })
})

describe('the request of a confirmed ticket (API.md trade/buy)', () => {
  it('carries the stops that are set, and only those', () => {
    const form = { ...atTwice, stopLoss: '0.90' }
    expect(buyRequest(form, 'SAN', 'r-1')).toEqual({
      code: 'SAN',
      direction: 'long',
      priceType: 'market',
      stopLoss: '0.90',
      lots: 100,
      leverage: 2,
      businessType: 'normal',
      requestId: 'r-1',
    })
  })
})
