import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { TradeTerms } from '../../../machines/order/calls.ts'
import { shareAtOneEuro } from '../../../machines/order/fixtures.ts'
import { type TicketForm, ticketMachine, ticketSelectors } from '../../../machines/order/ticket.ts'

/**
 * The quantity the ticket holds (issue 18): the first terms start it at the smallest that reaches
 * the minimum of 100.00 (spec §5 Trading) unless the user chose one; sized by amount, the lots
 * follow the amount at the order's price. A share at 1.00: the smallest quantity is 100 lots.
 */
const terms: TradeTerms = shareAtOneEuro
const block = { id: 7, price: '1.00', minShares: 100, open: true }

function ticketWith(form: Partial<TicketForm> = {}) {
  const actor = createActor(ticketMachine, { input: { form } }).start()
  return {
    actor,
    edit: (patch: Partial<TicketForm>) => actor.send({ type: 'ticket.edit', patch }),
    terms: () => actor.send({ type: 'ticket.terms', terms }),
    lots: () => actor.getSnapshot().context.form.lots,
  }
}

describe('the first terms and a quantity the user chose (issue 18)', () => {
  it('start the ticket at the smallest quantity when only something else was edited', () => {
    const t = ticketWith()
    t.edit({ direction: 'short' })
    t.terms()
    expect(t.lots()).toBe('100')
  })
  it('keep a quantity typed before the terms arrived', () => {
    const t = ticketWith()
    t.edit({ lots: '5' })
    t.edit({ direction: 'short' })
    t.terms()
    expect(t.lots()).toBe('5')
  })
  it('leave a block trade’s quantity alone: its minimum is the block’s, not the amount’s', () => {
    const t = ticketWith({ block })
    t.terms()
    expect(t.lots()).toBe('1')
  })
})

describe('sizing by amount (issue 18: the most whole lots within it)', () => {
  it('buys no lots before there is a price to work them out at', () => {
    const t = ticketWith()
    t.edit({ sizing: 'amount', amount: '100.00' })
    expect(t.lots()).toBe('0')
  })
  it('does not size a block trade: its lots are typed', () => {
    const t = ticketWith({ block, lots: '500' })
    t.terms()
    t.edit({ sizing: 'amount', amount: '20.00' })
    expect(t.lots()).toBe('500')
  })
})

describe('what the panel reads by tag (spec §2 Stock detail)', () => {
  it('confirming while the fee and total are shown; busy too once it is sent', () => {
    const t = ticketWith({ lots: '100' })
    t.terms()
    expect(ticketSelectors.isConfirming(t.actor.getSnapshot())).toBe(false)
    t.actor.send({ type: 'ticket.submit', requestId: 'r-1' })
    expect(ticketSelectors.isConfirming(t.actor.getSnapshot())).toBe(true)
    expect(ticketSelectors.isBusy(t.actor.getSnapshot())).toBe(false)
    t.actor.send({ type: 'ticket.confirm' })
    expect(ticketSelectors.isConfirming(t.actor.getSnapshot())).toBe(true)
    expect(ticketSelectors.isBusy(t.actor.getSnapshot())).toBe(true)
  })
})
