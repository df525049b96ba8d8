import { describe, expect, it } from 'vitest'
import { allotsByHand, productActions } from '../../../machines/backOffice/products.ts'
import {
  decisionAllowed,
  decisionFailsTransfer,
  isDecisionOf,
  offersDecision,
  REVIEW_KINDS,
  REVIEWS,
} from '../../../machines/backOffice/reviews.ts'

describe('what the console offers on a request, by its lifecycle machine', () => {
  it('offers approve and reject while a request waits, pay once a withdrawal is approved', () => {
    expect(offersDecision('deposit', 'pendingReview', 'approve')).toBe(true)
    expect(offersDecision('deposit', 'pendingReview', 'reject')).toBe(true)
    expect(offersDecision('deposit', 'credited', 'approve')).toBe(false)
    expect(offersDecision('withdrawal', 'pendingReview', 'pay')).toBe(false)
    expect(offersDecision('withdrawal', 'approved', 'pay')).toBe(true)
    // An approved withdrawal whose transfer cannot start is rejected into `failed` (spec §8 Funds).
    expect(offersDecision('withdrawal', 'approved', 'reject')).toBe(true)
    expect(offersDecision('realname', 'underReview', 'approve')).toBe(true)
    expect(offersDecision('loan', 'outstanding', 'approve')).toBe(false)
    expect(offersDecision('subscription', 'pendingDraw', 'reject')).toBe(true)
    expect(offersDecision('subscription', 'won', 'reject')).toBe(false)
  })

  it('names a rejection of an approved withdrawal a failed transfer, by the state it leads to', () => {
    expect(decisionFailsTransfer('withdrawal', 'approved', 'reject')).toBe(true)
    expect(decisionFailsTransfer('withdrawal', 'pendingReview', 'reject')).toBe(false)
    expect(decisionFailsTransfer('withdrawal', 'approved', 'pay')).toBe(false)
    expect(decisionFailsTransfer('withdrawal', 'paid', 'reject')).toBe(false)
    expect(decisionFailsTransfer('deposit', 'pendingReview', 'reject')).toBe(false)
  })

  it('lets a rejection go only with a reason (machines/funds/review.ts)', () => {
    expect(decisionAllowed('deposit', 'pendingReview', 'reject')).toBe(false)
    expect(decisionAllowed('deposit', 'pendingReview', 'reject', '   ')).toBe(false)
    expect(decisionAllowed('deposit', 'pendingReview', 'reject', 'blurred proof')).toBe(true)
    expect(decisionAllowed('loan', 'pendingReview', 'approve')).toBe(true)
    expect(decisionAllowed('subscription', 'pendingDraw', 'approve', 'x')).toBe(false)
  })

  it('knows which decisions each kind has: pay is a withdrawal’s, a subscription is only rejected', () => {
    expect(REVIEW_KINDS.filter((k) => isDecisionOf(k, 'pay'))).toEqual(['withdrawal'])
    expect(REVIEW_KINDS.filter((k) => !isDecisionOf(k, 'approve'))).toEqual(['subscription'])
  })

  it('filters each queue by its stored states, the waiting one first', () => {
    expect(REVIEWS.deposit.states[0]).toBe('pendingReview')
    expect(REVIEWS.realname.states[0]).toBe('underReview')
    for (const kind of REVIEW_KINDS)
      for (const state of REVIEWS[kind].states)
        expect(REVIEWS[kind].machine.states[state], `${kind} ${state}`).toBeDefined()
  })
})

describe('what the console offers on a new share', () => {
  const lottery = { kind: 'ipo' as const, drawSeed: null, drawnAt: null, announcedAt: null }
  const drawn = { ...lottery, drawSeed: 'ab', drawnAt: '2026-11-23T10:00:00Z' }

  it('draws a lottery once, then verifies it from its seed, then announces once', () => {
    expect(productActions(lottery)).toEqual({
      draw: true,
      verifies: false,
      allot: false,
      announce: false,
    })
    expect(productActions(drawn)).toMatchObject({ draw: true, verifies: true, announce: true })
    expect(productActions({ ...drawn, drawSeed: null }).draw).toBe(false)
    expect(productActions({ ...drawn, announcedAt: '2026-11-24T10:00:00Z' }).announce).toBe(false)
  })

  it('allots a placement by hand while its subscriptions wait for the draw', () => {
    const placement = { ...lottery, kind: 'placement' as const }
    expect(productActions(placement)).toMatchObject({ draw: false, allot: true })
    expect(allotsByHand(placement, { state: 'pendingDraw', requestedShares: 10 })).toBe(true)
    expect(allotsByHand(placement, { state: 'rejected', requestedShares: 10 })).toBe(false)
    expect(allotsByHand(lottery, { state: 'pendingDraw', requestedShares: 10 })).toBe(false)
    expect(
      allotsByHand(
        { ...placement, drawnAt: '2026-11-23T10:00:00Z' },
        {
          state: 'pendingDraw',
          requestedShares: 10,
        },
      ),
    ).toBe(false)
  })
})

describe('what the console offers on a request in a state its lifecycle does not have', () => {
  // A state name from an old row or a typo is no state of the machine: nothing is offered on it.
  it('offers no decision, instead of failing', () => {
    expect(offersDecision('deposit', 'noSuchState', 'approve')).toBe(false)
    expect(offersDecision('withdrawal', 'noSuchState', 'pay')).toBe(false)
  })

  it('names no failed transfer, instead of failing', () => {
    expect(decisionFailsTransfer('withdrawal', 'noSuchState', 'reject')).toBe(false)
  })
})
