import { describe, expect, it } from 'vitest'
import {
  channelBoundsOrdered,
  channelKindFitsCurrency,
} from '../../../machines/backOffice/channels.ts'

describe('a deposit channel’s kind fits its currency (spec §2 capital channel)', () => {
  // Euros and dollars come by bank transfer, USDC on a crypto network: one row per pair.
  it.each([
    ['bank', 'EUR', true],
    ['bank', 'USD', true],
    ['bank', 'USDC', false],
    ['crypto', 'USDC', true],
    ['crypto', 'EUR', false],
    ['crypto', 'USD', false],
  ] as const)('%s in %s: %s', (kind, currency, fits) => {
    expect(channelKindFitsCurrency(kind, currency)).toBe(fits)
  })
})

describe('a channel’s minimum is above 0 and not above its maximum (spec §5 Deposit: min and max)', () => {
  it.each([
    ['10', '100', true],
    ['100', '100', true], // equal bounds: one amount only
    ['99.99', '100', true], // one cent below the maximum
    ['100.01', '100', false], // one cent above it
    ['0.01', '1', true], // the smallest minimum, one cent
    ['0', '1', false],
    ['0.00', '1', false],
    ['-5', '10', false],
  ])('min %s, max %s: %s', (min, max, ordered) => {
    expect(channelBoundsOrdered(min, max)).toBe(ordered)
  })

  it('refuses bounds that are not amounts to the cent', () => {
    expect(channelBoundsOrdered('abc', '100')).toBe(false)
    expect(channelBoundsOrdered('10', 'abc')).toBe(false)
    expect(channelBoundsOrdered('10', '')).toBe(false)
    expect(channelBoundsOrdered('10.001', '100')).toBe(false)
  })
})
