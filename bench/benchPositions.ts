import { eq } from 'drizzle-orm'
import { divideMinor, productMinor } from '../machines/order/pricing.ts'
import { orders, users } from '../server/db/schema.ts'
import type { Instrument } from '../server/market/instruments/instrument.ts'
import { move, post } from '../server/money/ledger.ts'
import { moneyTransaction, type Tx } from '../server/money/transaction.ts'
import type { BenchServer } from './benchServer.ts'

/**
 * Open long positions of one Spanish share made in bulk for a benchmark: `investors` investors
 * with `each` positions of `lots` at `price`, each investor's margin moved in one ledger post (the
 * ledger stays balanced). `alongside` runs in the same transaction with the new orders' ids, for what a
 * benchmark hangs on them (lendings).
 */
export async function benchPositions(
  server: BenchServer,
  spec: {
    instrument: Instrument
    price: string
    lots: number
    /** Leverage of every position (1 when absent): its margin is the amount over it. */
    leverage?: number
    investors: number
    each: number
    /** Prefix of the investors' accounts and of the order numbers. */
    prefix: string
    alongside?: (tx: Tx, userId: number, investor: number, orderIds: number[]) => Promise<void>
    /** Fields of the k-th order of an investor that differ from a plain position (issue 25: stops). */
    order?: (k: number) => Partial<typeof orders.$inferInsert>
  },
) {
  const amount = productMinor(spec.price, String(spec.lots))
  const leverage = spec.leverage ?? 1
  const margin = divideMinor(amount, leverage)
  const now = server.clock.now()
  for (let i = 0; i < spec.investors; i++) {
    const who = await server.investor(`${spec.prefix}${String(i).padStart(5, '0')}`)
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    const userId = user!.id
    await moneyTransaction(server.db, async (tx) => {
      const total = margin * BigInt(spec.each)
      await post(tx, { userId, currency: 'EUR', orderNo: null, at: now }, [
        { bucket: 'available', kind: 'deposit', amountMinor: total },
        ...move('available', 'margin', 'margin', total),
      ])
      const placed = await tx
        .insert(orders)
        .values(
          Array.from({ length: spec.each }, (_, k) => ({
            orderNo: `BENCH${spec.prefix}-${i}-${k}`,
            userId,
            market: 'Spain' as const,
            board: 'listed',
            currency: 'EUR',
            code: spec.instrument.code,
            name: spec.instrument.name,
            businessType: 'normal' as const,
            direction: 'long' as const,
            priceType: 'market' as const,
            lots: spec.lots,
            leverage,
            state: 'holding' as const,
            lockRule: 'T+1',
            buyFeeRate: '0',
            sellFeeRate: '0',
            stampDutyRate: '0',
            frozenMinor: 0n,
            fillPrice: spec.price,
            amountMinor: amount,
            marginMinor: margin,
            openFeeMinor: 0n,
            openStampDutyMinor: 0n,
            createdAt: now,
            filledAt: now,
            ...spec.order?.(k),
          })),
        )
        .returning({ id: orders.id })
      await spec.alongside?.(
        tx,
        userId,
        i,
        placed.map((o) => o.id),
      )
    })
  }
}
