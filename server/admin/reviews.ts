import { desc, eq, sql } from 'drizzle-orm'
import type {
  Payee,
  ReviewedState,
  ReviewRow,
  reviewDecideCall,
} from '../../machines/backOffice/calls.ts'
import { isDecisionOf, type ReviewKind } from '../../machines/backOffice/reviews.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { minorToDecimal } from '../../machines/money.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { decideLoan, loanView } from '../credit/loanService.ts'
import {
  deposits,
  ipoSubscriptions,
  kycSubmissions,
  loans,
  users,
  withdrawals,
} from '../db/schema.ts'
import { decideDeposit, depositView } from '../funds/depositService.ts'
import { decideKyc } from '../funds/kycService.ts'
import { decideWithdrawal, withdrawalView } from '../funds/withdrawalService.ts'
import { rejectSubscription } from '../ipo/drawService.ts'
import type { Tx } from '../money/transaction.ts'
import { audited } from './audit.ts'

type QueueTable =
  | typeof deposits
  | typeof withdrawals
  | typeof loans
  | typeof kycSubmissions
  | typeof ipoSubscriptions

/** One page of a queue's table, newest first, each row with its account, in the queue's view. */
async function queuePage<T extends QueueTable, R extends ReviewRow>(
  deps: Deps,
  table: T,
  view: (row: T['$inferSelect'], account: string) => R,
  { state, page, size }: { state: string | null; page: number; size: number },
) {
  // The filter is whatever the console asked; a state the queue does not have matches nothing.
  const where = state ? sql`${table.state} = ${state}` : undefined
  // Drizzle cannot type a select over a table chosen by a type parameter: the query is typed
  // over the five tables, and each row is the table's own, as `view` expects.
  const found = await deps.db
    .select({ row: table as QueueTable, account: users.account })
    .from(table as QueueTable)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(desc(table.id))
    .limit(size)
    .offset((page - 1) * size)
  return {
    rows: found.map(({ row, account }) => view(row as T['$inferSelect'], account)),
    total: await deps.db.$count(table, where),
  }
}

/** One review queue, newest first, with each request's account (and deposit proof). */
export function reviewQueue(
  deps: Deps,
  kind: ReviewKind,
  paging: { state: string | null; page: number; size: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  switch (kind) {
    case 'deposit':
      return queuePage(
        deps,
        deposits,
        (row, account) => ({ ...depositView(row), account, proof: row.proofUploadId }),
        paging,
      )
    case 'withdrawal':
      return queuePage(
        deps,
        withdrawals,
        (row, account) => ({
          ...withdrawalView(row),
          account,
          payee: row.payee === null ? null : (JSON.parse(row.payee) as Payee),
        }),
        paging,
      )
    case 'loan':
      return queuePage(deps, loans, (row, account) => ({ ...loanView(row), account }), paging)
    case 'subscription':
      return queuePage(
        deps,
        ipoSubscriptions,
        (row, account) => ({
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
          account,
        }),
        paging,
      )
    case 'realname':
      return queuePage(
        deps,
        kycSubmissions,
        (row, account) => ({
          id: row.id,
          name: row.name,
          idNumber: row.idNumber,
          dateOfBirth: row.dateOfBirth,
          front: row.frontUploadId,
          back: row.backUploadId,
          state: row.state,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
          account,
        }),
        paging,
      )
  }
}

type Decision = ParsedRequestOf<typeof reviewDecideCall>

/** The request before and after the decision, by its kind's service (which steps its machine). */
function decide(
  tx: Tx,
  deps: Deps,
  { kind, id, decision, reason }: Decision,
): Promise<{ before: unknown; after: { state: ReviewedState } }> {
  const approve = decision === 'approve'
  switch (kind) {
    case 'deposit':
      return decideDeposit(tx, deps, id, { approve, reason })
    case 'realname':
      return decideKyc(tx, deps, id, { approve, reason })
    case 'loan':
      return decideLoan(tx, deps, id, { approve, reason })
    case 'subscription':
      return rejectSubscription(tx, deps, id, reason ?? '')
    case 'withdrawal':
      return decideWithdrawal(
        tx,
        deps,
        id,
        decision === 'reject'
          ? { type: 'withdrawal.reject', reason: reason ?? '' }
          : { type: approve ? 'withdrawal.approve' : 'withdrawal.pay' },
      )
  }
}

/**
 * A reviewer's decision on a request, audited in the same transaction. A decision the kind does
 * not have (paying a deposit, approving a subscription: its draw decides it) is refused.
 */
export async function decideReview(deps: Deps, caller: AdminCaller, body: Decision) {
  if (!isDecisionOf(body.kind, body.decision))
    throw new ApiRefusal('common.invalid', { field: 'decision' })
  const what = { action: `${body.kind}.${body.decision}`, target: `${body.kind}#${body.id}` }
  return audited(deps, caller, what, async (tx) => {
    const change = await decide(tx, deps, body)
    return { answer: { id: body.id, state: change.after.state }, ...change }
  })
}
