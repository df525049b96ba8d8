import { describe, expect, it } from 'vitest'
import {
  type AlertState,
  alertHasTag,
  alertReached,
  moveAlertBounds,
} from '../../../machines/alerts/priceAlert.ts'

describe('a move alert (machines/alerts/priceAlert.ts)', () => {
  const alert = { kind: 'move', level: '2.5', reference: '65.02' } as const

  it('says the first prices, in the reference’s decimals, that fire it either way', () => {
    // 65.02 ± 2.5 % is 63.3945 and 66.6455: the prices that reach them are 63.39 and 66.65.
    expect(moveAlertBounds(alert)).toEqual(['63.39', '66.65'])
    expect(alertReached(alert, '63.39')).toBe(true)
    expect(alertReached(alert, '63.40')).toBe(false)
    expect(alertReached(alert, '66.65')).toBe(true)
    expect(alertReached(alert, '66.64')).toBe(false)
  })

  it('keeps a bound that falls on a price as it is', () => {
    expect(moveAlertBounds({ kind: 'move', level: '10', reference: '20.00' })).toEqual([
      '18.00',
      '22.00',
    ])
  })
})

describe('a move alert of a fraction of a percent (issue 25: the bounds are exact)', () => {
  // 0.01 % of 10.01 is 0.001001: the bounds are 10.008999 and 10.011001, six decimals that a
  // coarser scale would round away (to a move of nothing, firing at the reference itself).
  const alert = { kind: 'move', level: '0.01', reference: '10.01' } as const

  it('does not fire at the reference price, only at a price past a bound', () => {
    expect(alertReached(alert, '10.01')).toBe(false)
    expect(alertReached(alert, '10.00')).toBe(true)
    expect(alertReached(alert, '10.02')).toBe(true)
  })

  it('says the first cent past each bound: 10.00 down, 10.02 up', () => {
    expect(moveAlertBounds(alert)).toEqual(['10.00', '10.02'])
  })
})

describe('what a view asks of an alert by its tags (machines/alerts/priceAlert.ts)', () => {
  it('an active alert is active, a fired one fired, a cancelled one neither', () => {
    // The machine's states: active (tag active), fired (tag fired), cancelled (no tag).
    expect(alertHasTag('active', 'active')).toBe(true)
    expect(alertHasTag('active', 'fired')).toBe(false)
    expect(alertHasTag('fired', 'fired')).toBe(true)
    expect(alertHasTag('fired', 'active')).toBe(false)
    expect(alertHasTag('cancelled', 'active')).toBe(false)
    expect(alertHasTag('cancelled', 'fired')).toBe(false)
  })

  it('a state the machine does not know (a stored row from elsewhere) has no tag', () => {
    // The server's list carries the stored state: one this version does not know is neither.
    expect(alertHasTag('expired' as AlertState, 'active')).toBe(false)
    expect(alertHasTag('expired' as AlertState, 'fired')).toBe(false)
  })
})
