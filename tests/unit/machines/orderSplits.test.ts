import { describe, expect, it } from 'vitest'
import { splitOrder } from '../../../machines/order/splits.ts'

/**
 * A forward split reaches open and pending orders (decision 0028, issue 19): `ratio` × the lots at
 * the price ÷ ratio, kept to six places half up, trailing zeros dropped.
 */
describe('a forward split of an order (decision 0028)', () => {
  it('multiplies the lots by the ratio and divides the price by it', () => {
    // 3 lots at 364.94, 2-for-1: 6 lots at 182.47 ("182.470000" without its zeros).
    expect(splitOrder(3, '364.94', 2)).toEqual({ lots: 6, price: '182.47' })
  })

  it('drops only the zeros after the point: a whole price stays whole', () => {
    // 100 ÷ 2 = 50 ("50.000000"): the zero before the point is kept.
    expect(splitOrder(1, '100', 2)).toEqual({ lots: 2, price: '50' })
    // 10.50 ÷ 5 = 2.1 ("2.100000"): every trailing zero goes, not just one.
    expect(splitOrder(4, '10.50', 5)).toEqual({ lots: 20, price: '2.1' })
  })

  it('keeps six places, the seventh rounded half up', () => {
    // 2 ÷ 3 = 0.6666666…: six places, the seventh (6) rounds up to 0.666667.
    expect(splitOrder(1, '2', 3).price).toBe('0.666667')
    // 1 ÷ 3 = 0.3333333…: the seventh (3) rounds down to 0.333333.
    expect(splitOrder(1, '1', 3).price).toBe('0.333333')
    // 10.000001 ÷ 2 = 5.0000005: exactly half a millionth, rounded up to 5.000001.
    expect(splitOrder(1, '10.000001', 2).price).toBe('5.000001')
  })

  it('splits an order without a price (a market order still pending): lots only', () => {
    expect(splitOrder(7, null, 5)).toEqual({ lots: 35, price: null })
  })

  it('takes only a whole ratio of at least 2: 1 or a fraction is no forward split', () => {
    // The boundary, 2 (a 2-for-1), and one either side.
    expect(() => splitOrder(1, '10', 1)).toThrow(new RangeError('not a forward split: 1'))
    expect(splitOrder(1, '10', 2)).toEqual({ lots: 2, price: '5' })
    expect(splitOrder(1, '30', 3)).toEqual({ lots: 3, price: '10' })
    expect(() => splitOrder(1, '10', 2.5)).toThrow(new RangeError('not a forward split: 2.5'))
  })
})
