import { desc, eq } from 'drizzle-orm'
import { minorToDecimal } from '../../machines/money.ts'
import type { Deps } from '../core/deps.ts'
import { loanView } from '../credit/loanService.ts'
import {
  deposits,
  ipoSubscriptions,
  kycSubmissions,
  loans,
  users,
  withdrawals,
} from '../db/schema.ts'
import { depositView } from '../funds/depositService.ts'
import { withdrawalView } from '../funds/withdrawalService.ts'

export const REVIEW_KINDS = ['realname', 'deposit', 'withdrawal', 'loan', 'subscription'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

/** The table and the row view of each review queue. */
const QUEUES = {
  deposit: { table: deposits, view: depositView },
  loan: { table: loans, view: loanView },
  subscription: {
    table: ipoSubscriptions,
    view: (row: typeof ipoSubscriptions.$inferSelect) => ({
      id: row.id,
      subscriptionNo: row.subscriptionNo,
      productId: row.productId,
      tier: row.tier,
      currency: row.currency,
      requestedShares: row.requestedShares,
      allottedShares: row.allottedShares,
      frozen: minorToDecimal(row.frozenMinor),
      state: row.state,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }),
  },
  withdrawal: { table: withdrawals, view: withdrawalView },
  realname: {
    table: kycSubmissions,
    view: (row: typeof kycSubmissions.$inferSelect) => ({
      id: row.id,
      name: row.name,
      idNumber: row.idNumber,
      front: row.frontUploadId,
      back: row.backUploadId,
      state: row.state,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }),
  },
} as const

/** One review queue, newest first, with each request's account (and deposit proof). */
export async function reviewQueue(
  deps: Deps,
  kind: ReviewKind,
  state: string | null,
  page: number,
  size: number,
) {
  const { table } = QUEUES[kind]
  const where = state ? eq(table.state, state as never) : undefined
  const rows = await deps.db
    .select({ row: table, account: users.account })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(desc(table.id))
    .limit(size)
    .offset((page - 1) * size)
  const view = QUEUES[kind].view as (row: unknown) => object
  return {
    rows: rows.map(({ row, account }) => ({
      ...view(row),
      account,
      ...('proofUploadId' in row ? { proof: row.proofUploadId } : {}),
    })),
    total: await deps.db.$count(table, where),
  }
}
