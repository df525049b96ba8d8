import { formatMoneyDigits } from '../../machines/money.ts'
import { MARKET_SYMBOL, type Market } from '../../machines/rules.ts'

/** "1.234,56 €" (spec §9), with the symbol of the market the amount is in. */
export function formatMoney(decimal: string, market: Market): string {
  return `${formatMoneyDigits(decimal)} ${MARKET_SYMBOL[market]}`
}
