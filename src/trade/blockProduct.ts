/** A block-trade product as `trade/blockProducts` answers it. */
export interface BlockProduct {
  id: number
  code: string
  name: string
  market: 'Spain' | 'usd'
  currency: 'EUR' | 'USD'
  blockPrice: string
  lastPrice: string | null
  minShares: number
  opensAt: string
  closesAt: string
  open: boolean
}
