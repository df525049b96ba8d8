import { describe, expect, it } from 'vitest'
import {
  closingSettlement,
  costAt,
  openingCost,
  productMinor,
} from '../../../machines/order/pricing.ts'

/**
 * A buy fee and a sell fee that differ, so that a fee charged on the wrong leg shows (spec §9
 * Fees shown: buy fee, sell fee, stamp duty; stamp duty on the purchase leg, docs/decisions/0008).
 */
const FEES = { buyFee: '0.001', sellFee: '0.003', stampDuty: '0.002' }
/** 1.000,00 € opened at 10 × leverage: 100,00 € of margin. */
const OPENING = { amountMinor: 100_000n, marginMinor: 10_000n }

describe('a product in cents takes only non-negative decimals (machines/order/pricing.ts)', () => {
  it('refuses a negative or an empty figure, naming it', () => {
    expect(() => productMinor('-1', '1')).toThrow('not a non-negative decimal: -1')
    expect(() => productMinor('', '1')).toThrow('not a non-negative decimal: ')
  })
})

describe('opening an order: the fee of the leg it trades (spec §9 Fees shown)', () => {
  it('a long buys: buy fee and stamp duty now', () => {
    // 10,00 × 100 = 1.000,00 €; margin 1.000 / 10 = 100,00; 0,1 % = 1,00; 0,2 % = 2,00.
    expect(openingCost('10.00', 100, 10, 'long', FEES)).toEqual({
      amountMinor: 100_000n,
      marginMinor: 10_000n,
      feeMinor: 100n,
      stampDutyMinor: 200n,
      totalMinor: 10_300n,
    })
  })
  it('a short sells first: sell fee now, no stamp duty yet', () => {
    // 0,3 % of 1.000,00 = 3,00.
    expect(openingCost('10.00', 100, 10, 'short', FEES)).toEqual({
      amountMinor: 100_000n,
      marginMinor: 10_000n,
      feeMinor: 300n,
      stampDutyMinor: 0n,
      totalMinor: 10_300n,
    })
  })
})

describe('an order that cannot be priced costs nothing, it is refused (spec §5 Trading)', () => {
  const order = { lots: 100, leverage: 1, direction: 'long' } as const
  it('a zero price is no price; a cent is one', () => {
    expect(costAt('0.00', order, FEES)).toBeNull()
    expect(costAt('0.01', order, FEES)?.amountMinor).toBe(100n)
  })
  it('leverage below 1 is refused; 1 is the whole amount as margin', () => {
    expect(costAt('10.00', { ...order, leverage: 0 }, FEES)).toBeNull()
    expect(costAt('10.00', order, FEES)?.marginMinor).toBe(100_000n)
  })
})

describe('closing a position: the other leg, and never below zero (docs/decisions/0008)', () => {
  it('a long sells: sell fee, no stamp duty', () => {
    // 10,50 × 100 = 1.050,00; gain 50,00; 0,3 % of 1.050 = 3,15.
    expect(closingSettlement(OPENING, '10.50', 100, 'long', FEES)).toEqual({
      amountMinor: 105_000n,
      profitMinor: 5_000n,
      feeMinor: 315n,
      stampDutyMinor: 0n,
      creditMinor: 14_685n, // 100 + 50 − 3,15
      writtenOffMinor: 0n,
    })
  })
  it('a short buys back: buy fee and the stamp duty of the purchase', () => {
    // 9,50 × 100 = 950,00; gain 50,00; 0,1 % = 0,95; 0,2 % = 1,90.
    expect(closingSettlement(OPENING, '9.50', 100, 'short', FEES)).toEqual({
      amountMinor: 95_000n,
      profitMinor: 5_000n,
      feeMinor: 95n,
      stampDutyMinor: 190n,
      creditMinor: 14_715n, // 100 + 50 − 0,95 − 1,90
      writtenOffMinor: 0n,
    })
  })
  it('what is left after the fee pays only part of the stamp duty; the rest is written off', () => {
    // 10,98 × 100 = 1.098,00: a loss of 98,00 leaves 2,00. Fee 1,098 → 1,10 fits; stamp duty
    // 2,196 → 2,20 gets the 0,90 left. Owed 2,00 − 1,10 − 2,20 = −1,30: written off.
    expect(closingSettlement(OPENING, '10.98', 100, 'short', FEES)).toEqual({
      amountMinor: 109_800n,
      profitMinor: -9_800n,
      feeMinor: 110n,
      stampDutyMinor: 90n,
      creditMinor: 0n,
      writtenOffMinor: 130n,
    })
  })
  it('what is left does not even pay the fee: the fee takes it all, the stamp duty nothing', () => {
    // 10,99 × 100 = 1.099,00: 1,00 left. Fee 1,099 → 1,10, stamp duty 2,198 → 2,20.
    // Owed 1,00 − 1,10 − 2,20 = −2,30.
    expect(closingSettlement(OPENING, '10.99', 100, 'short', FEES)).toEqual({
      amountMinor: 109_900n,
      profitMinor: -9_900n,
      feeMinor: 100n,
      stampDutyMinor: 0n,
      creditMinor: 0n,
      writtenOffMinor: 230n,
    })
  })
  it('a loss of exactly the margin, a cent less and a cent more', () => {
    // 9,00 × 100 = 900,00: the whole 100,00 lost, nothing left for the 2,70 sell fee.
    expect(closingSettlement(OPENING, '9.00', 100, 'long', FEES)).toMatchObject({
      profitMinor: -10_000n,
      feeMinor: 0n,
      creditMinor: 0n,
      writtenOffMinor: 270n,
    })
    // 9,0001 × 100 = 900,01: 0,01 left pays a cent of the 2,70003 → 2,70 fee.
    expect(closingSettlement(OPENING, '9.0001', 100, 'long', FEES)).toMatchObject({
      profitMinor: -9_999n,
      feeMinor: 1n,
      creditMinor: 0n,
      writtenOffMinor: 269n,
    })
    // 8,9999 × 100 = 899,99: the loss is held to the margin; 0,01 and the 2,69997 → 2,70 fee
    // are written off.
    expect(closingSettlement(OPENING, '8.9999', 100, 'long', FEES)).toMatchObject({
      profitMinor: -10_000n,
      feeMinor: 0n,
      creditMinor: 0n,
      writtenOffMinor: 271n,
    })
  })
})
