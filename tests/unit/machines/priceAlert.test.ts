import { describe, expect, it } from 'vitest'
import { alertReached, moveAlertBounds } from '../../../machines/alerts/priceAlert.ts'

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
