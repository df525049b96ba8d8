import { decimalToMinor } from '../money.ts'

/** How money reaches the house: a bank transfer, or a transfer on a crypto network. */
export const CHANNEL_KINDS = ['bank', 'crypto'] as const
export type ChannelKind = (typeof CHANNEL_KINDS)[number]

/** The currencies a deposit channel takes: the accounts' currencies (spec §3 Account). */
export const CHANNEL_CURRENCIES = ['EUR', 'USD', 'USDC'] as const
export type ChannelCurrency = (typeof CHANNEL_CURRENCIES)[number]

// spec §2 capital channel: euros and dollars by bank transfer, USDC on a crypto network
export function channelKindFitsCurrency(kind: ChannelKind, currency: ChannelCurrency): boolean {
  return (kind === 'crypto') === (currency === 'USDC')
}

// spec §5 Deposit: an amount between the channel's minimum and maximum, so the minimum is not above it
export function channelBoundsOrdered(min: string, max: string): boolean {
  const low = decimalToMinor(min)
  const high = decimalToMinor(max)
  return low !== null && high !== null && low > 0n && low <= high
}
