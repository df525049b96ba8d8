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
  // A bound that is not an amount reads as 0, which no channel may have: the minimum must be
  // above 0, and a maximum of 0 is below any such minimum.
  const low = decimalToMinor(min) ?? 0n
  const high = decimalToMinor(max) ?? 0n
  return low > 0n && low <= high
}
