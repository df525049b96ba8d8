import { describe, expect, it } from 'vitest'
import {
  liveMarketValue,
  liveNetProfit,
  liveYingkui,
  realisedSummary,
  totalProfit,
} from '../../../machines/positions.ts'

// Expected figures worked out by hand: a position of 10 lots opened for 1000.00 (100.00 a lot).
// At a live price of 105.50 the lots are worth 10 × 105.50 = 1055.00.
const holding = {
  state: 'holding',
  amount: '1000.00',
  lots: 10,
  direction: 'long',
  yingkui: '7.00',
} as const

describe('the total profit of the position list (spec §7 trade/userstocklist)', () => {
  it('sums every position’s profit, to the cent', () => {
    // 10.50 + 0.25 − 3.25 = 7.50
    expect(totalProfit([{ profit: '10.50' }, { profit: '0.25' }, { profit: '-3.25' }])).toBe('7.50')
  })
  it('a position with no profit (no price) or an unreadable one adds nothing', () => {
    expect(totalProfit([{ profit: '10.50' }, { profit: null }, { profit: 'n/a' }])).toBe('10.50')
    expect(totalProfit([])).toBe('0.00')
  })
})

describe('the yingkui of a position at a live price (spec §3 yingkui)', () => {
  it('a long gains what the price rose: 1055.00 − 1000.00 = 55.00', () => {
    expect(liveYingkui(holding, '105.50')).toBe('55.00')
  })
  it('a short gains what the price fell, so a rise is its loss: −55.00', () => {
    expect(liveYingkui({ ...holding, direction: 'short' }, '105.50')).toBe('-55.00')
  })
  it('every open state (locked, holding, ready to close) is valued at the live price', () => {
    for (const state of ['locked', 'readyToClose'] as const)
      expect(liveYingkui({ ...holding, state }, '105.50')).toBe('55.00')
  })
  it('keeps the stored figure with no live price, no filled amount, or a position no longer open', () => {
    expect(liveYingkui(holding, undefined)).toBe('7.00')
    expect(liveYingkui(holding, '')).toBe('7.00')
    expect(liveYingkui({ ...holding, amount: null }, '105.50')).toBe('7.00')
    expect(liveYingkui({ ...holding, state: 'closed' }, '105.50')).toBe('7.00')
    expect(liveYingkui({ ...holding, state: 'pending' }, '105.50')).toBe('7.00')
  })
})

describe('the market value of a position at a live price (spec §3 market value)', () => {
  it('is the lots at the live price: 10 × 105.50 = 1055.00', () => {
    expect(liveMarketValue({ lots: 10, marketValue: '1000.00' }, '105.50')).toBe('1055.00')
  })
  it('keeps the stored value without a live price', () => {
    expect(liveMarketValue({ lots: 10, marketValue: '1000.00' }, undefined)).toBe('1000.00')
  })
})

// The headline profit (positions.ts liveNetProfit, issue 18): the yingkui less the fee and the
// stamp duty paid, plus the dividends received.
const paying = { ...holding, fee: '1.06', stampDuty: '1.00', dividends: '2.50', actualProfit: null }

describe('the headline profit of a position, after fees (issue 18, spec §3 actual profit)', () => {
  it('open: 55.00 − 1.06 fee − 1.00 duty + 2.50 dividends = 55.44', () => {
    expect(liveNetProfit(paying, '105.50')).toBe('55.44')
  })
  it('open with no live price: the stored yingkui less the same costs, 7.00 − 2.06 + 2.50 = 7.44', () => {
    expect(liveNetProfit(paying, undefined)).toBe('7.44')
  })
  it('closed: the realised figure the ledger settled, whatever the price now', () => {
    expect(liveNetProfit({ ...paying, state: 'closed', actualProfit: '12.34' }, '105.50')).toBe(
      '12.34',
    )
  })
  it('null when there is no figure at all (no price and nothing stored)', () => {
    expect(liveNetProfit({ ...paying, yingkui: null }, undefined)).toBeNull()
  })
})

describe('what the Ended tab sums (issue 48)', () => {
  const ended = { ...paying, yingkui: null }
  it('sums the realised profits of the closed positions and counts them, not the cancelled', () => {
    const summary = realisedSummary([
      { ...ended, state: 'closed', actualProfit: '12.00' },
      { ...ended, state: 'cancelled' },
      { ...ended, state: 'closed', actualProfit: '-2.50' },
    ])
    // 12.00 − 2.50 = 9.50, over 2 positions.
    expect(summary).toEqual({ total: '9.50', count: 2 })
  })
})
