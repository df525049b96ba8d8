import { describe, expect, it } from 'vitest'
import { evaluateGate } from '../../../machines/gate.ts'
import { protectionGate } from '../../../machines/order/protection.ts'
import {
  atTickDecimals,
  protectionAt,
  protectionHit,
  protectionWritten,
  stopBeyondPrice,
  stopFillAffordable,
  stopLimitReachable,
  stopReached,
  trailedStopLoss,
  trailPercentValid,
} from '../../../machines/order/stops.ts'

/** The rules of stop orders and a position's stops (issue 25, decision 0049). */
describe('stop orders', () => {
  it('trigger at or past the stop: up for a buy, down for a short sale', () => {
    expect(stopReached('long', '10.50', '10.49')).toBe(false)
    expect(stopReached('long', '10.50', '10.5')).toBe(true)
    expect(stopReached('short', '9.50', '9.51')).toBe(false)
    expect(stopReached('short', '9.50', '9.00')).toBe(true)
  })
  it('lie beyond the price, and a stop-limit’s limit beyond its stop', () => {
    expect(stopBeyondPrice('long', '10.01', '10.00')).toBe(true)
    expect(stopBeyondPrice('long', '10.00', '10.00')).toBe(false)
    expect(stopBeyondPrice('short', '9.99', '10.00')).toBe(true)
    expect(stopLimitReachable('long', '10.50', '10.50')).toBe(true)
    expect(stopLimitReachable('long', '10.50', '10.40')).toBe(false)
    expect(stopLimitReachable('short', '9.50', '9.40')).toBe(true)
  })
  it('are paid for from the balance when a gap costs more than the freeze', () => {
    expect(stopFillAffordable(1_000n, 0n, 1_000n)).toBe(true)
    expect(stopFillAffordable(1_000n, 50n, 1_050n)).toBe(true)
    expect(stopFillAffordable(1_000n, 50n, 1_051n)).toBe(false)
  })
})

describe('a position’s stops', () => {
  const stops = { stopLoss: '9.50', takeProfit: '11.00', trailPercent: null }
  it('close at the stop-loss or the take-profit, whichever the price reaches', () => {
    expect(protectionHit('long', stops, '10.00')).toBeNull()
    expect(protectionHit('long', stops, '9.50')).toBe('stopLoss')
    expect(protectionHit('long', stops, '11.20')).toBe('takeProfit')
    const short = { stopLoss: '10.50', takeProfit: '9.00', trailPercent: null }
    expect(protectionHit('short', short, '10.60')).toBe('stopLoss')
    expect(protectionHit('short', short, '8.90')).toBe('takeProfit')
  })
  it('trail the best price by a percent, at the tick away from it, never back', () => {
    expect(trailedStopLoss('long', null, '5', '10.00', 2)).toBe('9.50')
    expect(trailedStopLoss('long', null, '3', '10.01', 2)).toBe('9.70')
    expect(trailedStopLoss('long', '9.80', '5', '10.00', 2)).toBe('9.80')
    expect(trailedStopLoss('long', '9.80', '5', '11.00', 2)).toBe('10.45')
    expect(trailedStopLoss('short', null, '3', '10.01', 2)).toBe('10.32')
    expect(trailedStopLoss('short', '10.20', '5', '10.00', 2)).toBe('10.20')
    expect(trailedStopLoss('long', null, '50', '0.01', 2)).toBe('0.01')
    expect(protectionAt('long', { ...stops, trailPercent: '5' }, '20.000', 3).stopLoss).toBe(
      '19.000',
    )
  })
  it('trail by more than 0 % and at most 50 %', () => {
    expect(['0', '0.5', '50', '50.01', 'x', '-1'].map(trailPercentValid)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ])
  })
  it('are judged by the protection gate: each on its side of the price', () => {
    const gate = (facts: object) =>
      evaluateGate(protectionGate, {
        direction: 'long',
        reference: '10.00',
        ...stops,
        ...facts,
      })
    expect(gate({})).toEqual({ allowed: true })
    expect(gate({ stopLoss: '10.00' })).toMatchObject({ code: 'trade.stopLossSide' })
    expect(gate({ direction: 'short' })).toMatchObject({ code: 'trade.stopLossSide' })
    expect(gate({ takeProfit: '9.99' })).toMatchObject({ code: 'trade.takeProfitSide' })
    // A trailing stop places itself: a stop-loss price beside it is not judged.
    expect(gate({ stopLoss: '10.00', trailPercent: '5' })).toEqual({ allowed: true })
    expect(gate({ reference: null })).toMatchObject({ code: 'trade.noPrice' })
    expect(gate({ reference: null, stopLoss: null, takeProfit: null, trailPercent: null })).toEqual(
      { allowed: true },
    )
  })
})

// decision 0049: a trailing stop-loss sits its percent from the best price, at the tick away from it
describe('a trailing stop-loss at its boundaries (decision 0049)', () => {
  it('works with a percent that has decimals of its own', () => {
    // Long, 2.5 % of 10.01 = 0.25025: 10.01 − 0.25025 = 9.75975, down to the tick 9.75.
    expect(trailedStopLoss('long', null, '2.5', '10.01', 2)).toBe('9.75')
  })
  it('stays on a short’s stop that falls exactly on a tick (rounded up only when between ticks)', () => {
    // Short, 10 % above 10.00 = 11.00 exactly: already a tick, nothing to round up.
    expect(trailedStopLoss('short', null, '10', '10.00', 2)).toBe('11.00')
  })
  it('moves a short’s stop down when the price falls: a lower stop is the better one', () => {
    // Short at 10.00, 10 %: 11.00, below the 12.00 it stood at.
    expect(trailedStopLoss('short', '12.00', '10', '10.00', 2)).toBe('11.00')
  })
  it('leaves the stop as stored when the trail only reaches it (no move, not even of its text)', () => {
    // Long: 5 % under 10.00 is 9.50, the stop already stored as 9.500; short: 10 % over 10.00
    // is 11.00, stored as 11.000. Neither is better, so the stored stop stays.
    expect(trailedStopLoss('long', '9.500', '5', '10.00', 2)).toBe('9.500')
    expect(trailedStopLoss('short', '11.000', '10', '10.00', 2)).toBe('11.000')
  })
  it('leaves protection without a trail as it was (protectionAt)', () => {
    const fixed = { stopLoss: '9.50', takeProfit: '11.00', trailPercent: null }
    expect(protectionAt('long', fixed, '10.00', 2)).toEqual(fixed)
  })
})

// stops.ts: a price is stored and shown at the instrument's decimals; more decimals are kept
describe('stop prices written to the instrument’s decimals (atTickDecimals)', () => {
  it('pads a price with fewer decimals, keeps one with more', () => {
    expect(atTickDecimals('23', 3)).toBe('23.000')
    expect(atTickDecimals('23.5', 3)).toBe('23.500')
    expect(atTickDecimals('23.125', 3)).toBe('23.125')
    expect(atTickDecimals('23.1255', 3)).toBe('23.1255')
  })
  it('writes a price typed with a leading zero as the instrument shows prices', () => {
    // "07.50" is 7,50 €: stored and shown as 7.50, at the tick's decimals or fewer alike.
    expect(atTickDecimals('07.50', 2)).toBe('7.50')
    expect(atTickDecimals('07.5', 2)).toBe('7.50')
  })
  it('writes each stop of a protection so, and leaves those not set unset', () => {
    expect(protectionWritten({ stopLoss: '9.5', takeProfit: null, trailPercent: '5' }, 2)).toEqual({
      stopLoss: '9.50',
      takeProfit: null,
      trailPercent: '5',
    })
    expect(protectionWritten({ stopLoss: null, takeProfit: '11', trailPercent: null }, 2)).toEqual({
      stopLoss: null,
      takeProfit: '11.00',
      trailPercent: null,
    })
  })
})
