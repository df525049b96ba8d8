import { desc, eq } from 'drizzle-orm'
import { type KycView, kycSubmissionInput, kycSubmissionOf } from '../../machines/account/calls.ts'
import { localDay } from '../../machines/calendar/sessions.ts'
import { kycMachine } from '../../machines/funds/kyc.ts'
import { BUSINESS_DAY_TIME_ZONE } from '../../machines/rules.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { kycSubmissions, users } from '../db/schema.ts'
import { notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { storeUpload } from './uploads.ts'

export interface KycForm {
  name: string
  idNumber: string
  dateOfBirth?: string | undefined
  front?: File | undefined
  back?: File | undefined
}

/** Locks the user's row: real-name steps of one user never interleave. */
async function lockUser(tx: Tx, userId: number) {
  const [row] = await lockRows(tx, users, eq(users.id, userId))
  if (!row) throw new ApiRefusal('auth.accountMissing')
  return row
}

/** spec §2 Real-name verification: name, ID number, both photos; then under review. */
export async function submitKyc(deps: Deps, user: SessionUser, form: KycForm) {
  // spec §9 Age: judged on the server's day; what the form gate refuses is said by its name.
  const today = localDay(BUSINESS_DAY_TIME_ZONE, deps.clock.now().getTime())
  enforce(kycSubmissionInput(form, today))
  return moneyTransaction(deps.db, async (tx) => {
    const row = await lockUser(tx, user.id)
    const event = { type: 'kyc.submit', submission: kycSubmissionOf(form, today) }
    const status = stepEntity(kycMachine, { state: row.kycStatus }, event, 'kyc.incomplete')
    if (status !== 'underReview') throw new ApiRefusal('kyc.incomplete')
    const at = deps.clock.now()
    const owner = { userId: user.id, at }
    const frontUploadId = await storeUpload(tx, deps.files, form.front!, {
      ...owner,
      purpose: 'idFront',
    })
    const backUploadId = await storeUpload(tx, deps.files, form.back!, {
      ...owner,
      purpose: 'idBack',
    })
    await tx.insert(kycSubmissions).values({
      userId: user.id,
      name: form.name.trim(),
      idNumber: form.idNumber.trim(),
      dateOfBirth: (form.dateOfBirth ?? '').trim(),
      frontUploadId,
      backUploadId,
      state: status,
      createdAt: at,
    })
    await tx.update(users).set({ kycStatus: status }).where(eq(users.id, user.id))
    return { status }
  })
}

/** The user's real-name state and, once rejected, the reviewer's reason. */
export async function kycStatusOf(deps: Deps, user: SessionUser): Promise<KycView> {
  const [latest] = await deps.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, user.id))
    .orderBy(desc(kycSubmissions.id))
    .limit(1)
  return {
    status: user.kycStatus,
    name: latest?.name ?? null,
    reason: user.kycStatus === 'rejected' ? (latest?.reason ?? null) : null,
    submittedAt: latest?.createdAt.toISOString() ?? null,
  }
}

/**
 * The back office passes or rejects a submission. The user's row is locked first, so a pass and
 * a reject racing on one submission run one after the other and the second is refused.
 */
export async function decideKyc(
  tx: Tx,
  deps: Deps,
  id: number,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const [submission] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id))
  if (!submission) throw new ApiRefusal('order.missing')
  const user = await lockUser(tx, submission.userId)
  const [current] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id))
  if (current!.state !== 'underReview') throw new ApiRefusal('review.alreadyDecided')
  const event = decision.approve
    ? { type: 'kyc.approve' }
    : { type: 'kyc.reject', reason: decision.reason ?? '' }
  // The only refusal left once the submission is under review: a rejection without a reason.
  const fallback = decision.approve ? 'review.alreadyDecided' : 'review.reasonRequired'
  const state = stepEntity(kycMachine, { state: user.kycStatus }, event, fallback)
  if (state !== 'passed' && state !== 'rejected') throw new ApiRefusal('review.alreadyDecided')
  const at = deps.clock.now()
  await tx
    .update(kycSubmissions)
    .set({ state, reason: decision.reason?.trim() || null, decidedAt: at })
    .where(eq(kycSubmissions.id, id))
  await tx
    .update(users)
    .set({ kycStatus: state, ...(state === 'passed' ? { realname: submission.name } : {}) })
    .where(eq(users.id, user.id))
  await notify(
    tx,
    {
      userId: user.id,
      kind: state === 'passed' ? 'realname.passed' : 'realname.rejected',
      params: { reason: decision.reason?.trim() ?? '' },
    },
    at,
  )
  return { before: current!, after: { ...current!, state, reason: decision.reason ?? null } }
}
