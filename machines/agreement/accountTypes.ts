/**
 * The account types the investment agreement names (spec §6): standard, institutional (with the
 * institution's code, spec §6), and direct market access — the seat account, which trades at a
 * fixed 1 % spread instead of the per-trade fee (spec §9 Agreement terms; decision 0035).
 */
export const ACCOUNT_TYPES = ['standard', 'institutional', 'dma'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** spec §9 Agreement terms: direct-market-access fixed spread 1 %. */
export const DMA_SPREAD_RATE = '0.01'

/** The fee rates an account type trades at: a seat account's spread replaces the per-trade fees. */
export function feesForAccountType<F extends { buyFee: string; sellFee: string }>(
  type: AccountType,
  fees: F,
): F {
  return type === 'dma' ? { ...fees, buyFee: DMA_SPREAD_RATE, sellFee: DMA_SPREAD_RATE } : fees
}
