import { minorToDecimal } from '../../machines/money.ts'
import { OPEN_POSITION_STATES, type OrderState } from '../../machines/order/machine.ts'
import { productMinor, profitMinor } from '../../machines/order/pricing.ts'
import type { OrderRow } from './orderMoves.ts'

const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor))
const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/**
 * An order as the API shows it, with every field of spec §3 Order/position. `yingkui` is the gain
 * or loss at the last price while the position is open, and the realised one once it is closed;
 * `actualProfit` is what the user keeps after every fee and duty.
 */
export function toPosition(row: OrderRow, lastPrice: string | null) {
  const open = OPEN_POSITION_STATES.includes(row.state as OrderState)
  const amount = row.amountMinor
  const floating =
    open && amount !== null && lastPrice !== null
      ? profitMinor(amount, lastPrice, row.lots, row.direction)
      : null
  const yingkui = row.state === 'closed' ? row.profitMinor : floating
  const fees =
    (row.openFeeMinor ?? 0n) +
    (row.openStampDutyMinor ?? 0n) +
    (row.closeFeeMinor ?? 0n) +
    (row.closeStampDutyMinor ?? 0n)
  return {
    orderNo: row.orderNo,
    code: row.code,
    name: row.name,
    market: row.market,
    board: row.board,
    currency: row.currency,
    businessType: row.businessType,
    direction: row.direction,
    priceType: row.priceType,
    state: row.state as OrderState,
    limitPrice: row.limitPrice,
    lots: row.lots,
    leverage: row.leverage,
    createdAt: row.createdAt.toISOString(),
    buyTime: iso(row.filledAt),
    buyPrice: row.fillPrice ?? row.limitPrice,
    confirmedPrice: row.fillPrice,
    amount: money(amount),
    margin: money(row.marginMinor),
    frozen: row.state === 'pending' ? money(row.frozenMinor) : null,
    lastPrice: open ? lastPrice : null,
    marketValue:
      open && lastPrice !== null ? money(productMinor(lastPrice, String(row.lots))) : null,
    fee: money((row.openFeeMinor ?? 0n) + (row.closeFeeMinor ?? 0n)),
    stampDuty: money((row.openStampDutyMinor ?? 0n) + (row.closeStampDutyMinor ?? 0n)),
    sellTime: iso(row.closedAt),
    sellPrice: row.closePrice,
    lockUntil: iso(row.lockUntil),
    closeRequestedAt: iso(row.closeRequestedAt),
    cancelledAt: iso(row.cancelledAt),
    yingkui: money(yingkui),
    actualProfit: row.state === 'closed' && yingkui !== null ? money(yingkui - fees) : null,
  }
}
export type Position = ReturnType<typeof toPosition>
