import { formatPercent } from '../../machines/money.ts'
import { formatChangePercent } from './price.ts'

const percentText = (fraction: string) => String(Number((Number(fraction) * 100).toFixed(2)))

/** A result as the API sends it, a fraction ("0.123456"), as a signed percentage ("+12,35 %"). */
export const percentOf = (fraction: string) => formatChangePercent(percentText(fraction))

/** A rate of the terms ("0.18") as a percentage ("18 %"), in the spec §9 number format. */
export const rateOf = (fraction: string) => formatPercent(percentText(fraction))
