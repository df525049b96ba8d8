import { describe, expect, it } from 'vitest'
import type { FeeRates } from '../../../machines/order/pricing.ts'
import {
  entryActions,
  exitActions,
  lotsWithin,
  type StrategyHolding,
} from '../../../machines/quant/rebalance.ts'

/**
 * What a quant strategy's job does with its rule's target weights (decision 0032, issue 20):
 * exits first, then entries bought long and unleveraged in whole lots whose exact opening cost
 * fits. Every expected figure below is worked by hand: the opening cost of a long is price × lots
 * plus the buy fee and the stamp duty on that amount, each rounded half up to the cent
 * (machines/order/pricing.ts, spec §9 Fees shown).
 */

// Buy fee and stamp duty 0.1 % each; a sell fee (not charged on a long's opening) of 0.3 %.
const RATES: FeeRates = { buyFee: '0.001', sellFee: '0.003', stampDuty: '0.001' }

describe('exits: close what the rule no longer wants, cancel it while pending (decision 0032)', () => {
  const holding = (orderNo: string, code: string, state: StrategyHolding['state']) => ({
    orderNo,
    code,
    state,
  })

  it('an instrument still wanted is kept; one no longer wanted is closed, or cancelled while pending', () => {
    const targets = new Map([['KEEP', 0.5]])
    const holdings = [
      holding('Q1', 'KEEP', 'holding'),
      holding('Q2', 'GONE', 'holding'),
      holding('Q3', 'WAIT', 'pending'),
      holding('Q4', 'LOCK', 'locked'),
    ]
    expect(exitActions(targets, holdings)).toEqual([
      { kind: 'close', orderNo: 'Q2', code: 'GONE' },
      { kind: 'cancel', orderNo: 'Q3', code: 'WAIT' },
      { kind: 'close', orderNo: 'Q4', code: 'LOCK' },
    ])
  })

  it('a weight at zero is not wanted; the smallest weight above it is (a weight > 0 is wanted)', () => {
    const targets = new Map([
      ['ZERO', 0],
      ['TINY', 0.000001],
    ])
    const holdings = [holding('Q5', 'ZERO', 'holding'), holding('Q6', 'TINY', 'holding')]
    expect(exitActions(targets, holdings)).toEqual([{ kind: 'close', orderNo: 'Q5', code: 'ZERO' }])
  })

  it('an order already ready to close is on its way out: nothing more is asked of it', () => {
    const holdings = [holding('Q7', 'GONE', 'readyToClose'), holding('Q8', 'KEEP', 'holding')]
    expect(exitActions(new Map([['KEEP', 1]]), holdings)).toEqual([])
  })
})

describe('lotsWithin: the most whole lots whose exact opening cost fits the budget (decision 0032)', () => {
  // At 10.00 a lot costs 10.00 + 0.01 fee + 0.01 stamp duty = 10.02, exactly, for any number of
  // lots (0.1 % of a whole number of 10.00 has no part of a cent): 10 lots cost 100.20.
  it('at 10.02 a lot: 100.20 buys 10 lots, a cent less 9, a cent more still 10', () => {
    expect(lotsWithin('10.00', 10020n, RATES)).toBe(10)
    expect(lotsWithin('10.00', 10019n, RATES)).toBe(9)
    expect(lotsWithin('10.00', 10021n, RATES)).toBe(10)
  })

  it('a price below 1: 100 lots at 0.50 cost 50.00 + 0.05 + 0.05 = 50.10', () => {
    expect(lotsWithin('0.50', 5010n, RATES)).toBe(100)
    expect(lotsWithin('0.50', 5009n, RATES)).toBe(99)
  })

  it('the fees rounded up decide: 3 lots at 5.00 cost 15.04, so 15.03 buys only 2 (10.02)', () => {
    // 3 lots: 15.00, fee 0.015 and stamp duty 0.015 each rounded half up to 0.02: 15.04 — a cent
    // over 15.03, though 3 × 5.01 at the unrounded rates is 15.03. 2 lots: 10.00 + 0.01 + 0.01.
    // The sell fee is left at zero: it is a long's closing fee, never part of the opening.
    const noSellFee = { ...RATES, sellFee: '0' }
    expect(lotsWithin('5.00', 1503n, noSellFee)).toBe(2)
    expect(lotsWithin('5.00', 1504n, noSellFee)).toBe(3)
  })

  it('no budget, a debt or no price buy nothing (0 when none fits)', () => {
    expect(lotsWithin('10.00', 0n, RATES)).toBe(0)
    expect(lotsWithin('10.00', -1n, RATES)).toBe(0)
    expect(lotsWithin('10.00', -10020n, RATES)).toBe(0)
    // A price of zero or none that reads as a number cannot size an order.
    expect(lotsWithin('0', 10020n, RATES)).toBe(0)
    expect(lotsWithin('n/a', 10020n, RATES)).toBe(0)
  })

  it('fees rounded down to the cent can let one lot more fit than the unrounded rates say', () => {
    // 1 lot at 10.40: fee and stamp duty 0.0104 each, rounded to 0.01: 10.42 exactly, though
    // 10.40 × 1.002 = 10.4208 would not fit 10.42.
    expect(lotsWithin('10.40', 1042n, RATES)).toBe(1)
    expect(lotsWithin('10.40', 1041n, RATES)).toBe(0)
    // 4 lots at 0.10: 0.40, both fees 0.0004 rounded to 0.00: 0.40 buys 4, not the 3 of 0.40 ÷ 0.1002.
    expect(lotsWithin('0.10', 40n, RATES)).toBe(4)
  })

  it('no budget buys nothing, though at 0.001 four lots cost 0.00', () => {
    expect(lotsWithin('0.001', 0n, RATES)).toBe(0)
  })

  it('a budget below one lot buys none: 10.01 against a lot of 10.02', () => {
    expect(lotsWithin('10.00', 1001n, RATES)).toBe(0)
  })
})

describe('entries: each wanted instrument not held, its weight of the value within the cash left (decision 0032)', () => {
  const at10 = { A: '10.00', B: '10.00' }
  const rates = { A: RATES, B: RATES }
  type EntryInput = Parameters<typeof entryActions>[0]
  /** The entries for these weights of an allocation worth `equity`, `cash` left, A and B at 10.00. */
  const entries = (
    weights: [string, number][],
    equityMinor: bigint,
    cashMinor: bigint,
    more: Partial<EntryInput> = {},
  ) =>
    entryActions({
      targets: new Map(weights),
      holdings: [],
      equityMinor,
      cashMinor,
      prices: at10,
      rates,
      ...more,
    })

  it('each entry takes its weight of the equity while the cash lasts, in the rule’s order', () => {
    // Equity 1,000.00, cash 1,000.00, half each: 500.00 buys 49 lots of 10.02 (490.98; 50 lots
    // would cost 501.00). Cash left 509.02, still above B's 500.00: B buys 49 lots too.
    expect(
      entries(
        [
          ['A', 0.5],
          ['B', 0.5],
        ],
        100000n,
        100000n,
      ),
    ).toEqual([
      { kind: 'open', code: 'A', lots: 49, costMinor: 49098n },
      { kind: 'open', code: 'B', lots: 49, costMinor: 49098n },
    ])
  })

  it('an instrument the rule weighs at 0 is not bought, even where lots would cost 0.00', () => {
    // At 0.001 a lot, 4 lots cost 0.004 + fees of 0.000004: 0.00 once written in cents.
    expect(
      entries([['X', 0]], 100000n, 100000n, { prices: { X: '0.001' }, rates: { X: RATES } }),
    ).toEqual([])
  })

  it('the cash left after the entries before bounds the next one', () => {
    // Equity 1,000.00 but 600.00 in cash: A's 500.00 is below the cash, 49 lots (490.98), cash
    // left 109.02; B's 500.00 is above it, so 109.02 buys 10 lots (100.20; 11 cost 110.22).
    expect(
      entries(
        [
          ['A', 0.5],
          ['B', 0.5],
        ],
        100000n,
        60000n,
      ),
    ).toEqual([
      { kind: 'open', code: 'A', lots: 49, costMinor: 49098n },
      { kind: 'open', code: 'B', lots: 10, costMinor: 10020n },
    ])
  })

  it('a share equal to the cash is bought in full', () => {
    // Equity 1,002.00 at weight 0.1: 100.20, the cash too: 10 lots at 10.02.
    expect(entries([['A', 0.1]], 100200n, 10020n)).toEqual([
      { kind: 'open', code: 'A', lots: 10, costMinor: 10020n },
    ])
  })

  it('one lot is an entry; a share below one lot is none', () => {
    // Weight 0.011 of 1,000.00 is 11.00: one lot of 10.02. B's 0.01 is 10.00: not one lot.
    expect(
      entries(
        [
          ['A', 0.011],
          ['B', 0.01],
        ],
        100000n,
        100000n,
      ),
    ).toEqual([{ kind: 'open', code: 'A', lots: 1, costMinor: 1002n }])
  })

  it('no entry for what is held, weighted zero, unpriced or without fee rates', () => {
    // Each wants 0.2 of 1,000.00 (200.00: 19 lots of 10.02 = 190.38) except ZERO. Only FREE
    // and OUT are bought: OUT's order is ready to close, on its way out, so it holds nothing.
    const targets = new Map([
      ['HELD', 0.2],
      ['ZERO', 0],
      ['NOPRICE', 0.2],
      ['NORATES', 0.2],
      ['OUT', 0.2],
      ['FREE', 0.2],
    ])
    expect(
      entryActions({
        targets,
        holdings: [
          { orderNo: 'Q1', code: 'HELD', state: 'locked' },
          { orderNo: 'Q2', code: 'OUT', state: 'readyToClose' },
        ],
        equityMinor: 100000n,
        cashMinor: 100000n,
        prices: {
          HELD: '10.00',
          ZERO: '10.00',
          NOPRICE: null,
          NORATES: '10.00',
          OUT: '10.00',
          FREE: '10.00',
        },
        rates: { HELD: RATES, ZERO: RATES, NOPRICE: RATES, OUT: RATES, FREE: RATES },
      }),
    ).toEqual([
      { kind: 'open', code: 'OUT', lots: 19, costMinor: 19038n },
      { kind: 'open', code: 'FREE', lots: 19, costMinor: 19038n },
    ])
  })

  it('a pending or holding order holds its instrument as well', () => {
    expect(
      entries(
        [
          ['A', 0.5],
          ['B', 0.5],
        ],
        100000n,
        100000n,
        {
          holdings: [
            { orderNo: 'Q1', code: 'A', state: 'pending' },
            { orderNo: 'Q2', code: 'B', state: 'holding' },
          ],
        },
      ),
    ).toEqual([])
  })

  it('an instrument missing from the prices is not bought', () => {
    expect(entries([['C', 0.5]], 100000n, 100000n, { prices: {}, rates: { C: RATES } })).toEqual([])
  })
})
