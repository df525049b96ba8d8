import type { OrderState } from '../../machines/order/machine.ts'
import type { BusinessType } from '../../machines/order/placement.ts'

/** An order as `trade/orders` and `trade/detail` answer it (spec §3 Order/position). */
export interface Position {
  orderNo: string
  code: string
  name: string
  market: 'Spain' | 'usd' | 'usdc'
  board: string
  currency: 'EUR' | 'USD'
  businessType: BusinessType
  direction: 'long' | 'short'
  priceType: 'market' | 'limit'
  state: OrderState
  limitPrice: string | null
  lots: number
  leverage: number
  createdAt: string
  buyTime: string | null
  buyPrice: string | null
  confirmedPrice: string | null
  amount: string | null
  margin: string | null
  frozen: string | null
  lastPrice: string | null
  marketValue: string | null
  fee: string
  stampDuty: string
  sellTime: string | null
  sellPrice: string | null
  lockUntil: string | null
  closeRequestedAt: string | null
  cancelledAt: string | null
  yingkui: string | null
  actualProfit: string | null
}
