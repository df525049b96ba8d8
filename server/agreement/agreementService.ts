import { and, count, desc, eq } from 'drizzle-orm'
import type { AccountType } from '../../machines/agreement/accountTypes.ts'
import type { AgreementKind } from '../../machines/agreement/agreementGate.ts'
import {
  type AgreementRecord,
  type AgreementTerms,
  agreementInput,
} from '../../machines/agreement/calls.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { newestFirstPage } from '../db/newestFirst.ts'
import { agreements, kycSubmissions, users } from '../db/schema.ts'
import { storeUpload } from '../funds/uploads.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'

type AgreementRow = typeof agreements.$inferSelect
type Db = Deps['db'] | Tx

const tail = (text: string) => text.slice(-4)
/** An ID number as compared: no spaces, upper case ("12345678z" is "12345678Z"). */
const idKey = (text: string) => text.replaceAll(/\s/g, '').toUpperCase()

const toRecord = (row: AgreementRow): AgreementRecord => ({
  contractNo: row.contractNo,
  kind: row.kind,
  accountType: row.accountType,
  phoneTail: tail(row.phone),
  signedAt: row.createdAt.toISOString(),
})

async function latestOf(db: Db, userId: number, kind: AgreementKind) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.userId, userId), eq(agreements.kind, kind)))
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(1)
  return row ? toRecord(row) : null
}

function termsOf(user: SessionUser): Pick<AgreementTerms, 'facts'> {
  return {
    facts: {
      realNamePassed: user.kycStatus === 'passed',
      coreMember: user.coreMember,
      accountType: user.accountType,
      institutionCode: user.institutionCode,
    },
  }
}

/** agreement/terms: who the user is for the agreements, and what they signed last. */
export async function agreementTerms(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
): Promise<AgreementTerms> {
  return {
    ...termsOf(user),
    latest: {
      investment: await latestOf(deps.db, user.id, 'investment'),
      coreMember: await latestOf(deps.db, user.id, 'coreMember'),
    },
  }
}

/** The ID number the user's real-name verification passed with. */
async function verifiedIdNumber(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ idNumber: kycSubmissions.idNumber })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.state, 'passed')))
    .orderBy(desc(kycSubmissions.id))
    .limit(1)
  return row?.idNumber ?? null
}

async function earlierAgreement(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.userId, userId), eq(agreements.requestId, requestId)))
  return row ? { contractNo: row.contractNo, kind: row.kind, accountType: row.accountType } : null
}

/**
 * agreement/sign: the user's row locked, the gate on what it holds and what was sent (the ID
 * number checked against the verified one), the signature stored as the user's upload, the
 * agreement written; an investment agreement sets the account type it names.
 */
export async function signAgreement(
  deps: Pick<Deps, 'db' | 'clock' | 'files'>,
  user: SessionUser,
  form: {
    kind: AgreementKind
    accountType: AccountType
    idNumber: string
    phone: string
    signature?: File | undefined
    requestId?: string | undefined
  },
) {
  const earlier = (requestId: string) => earlierAgreement(deps.db, user.id, requestId)
  return collisionAnswered(form.requestId, earlier, () =>
    moneyTransaction(deps.db, async (tx) => {
      const [row] = await lockRows(tx, users, eq(users.id, user.id))
      if (!row) throw new ApiRefusal('auth.accountMissing')
      if (form.requestId) {
        const answered = await earlierAgreement(tx, user.id, form.requestId)
        if (answered) return answered
      }
      const verified = await verifiedIdNumber(tx, user.id)
      const matches = verified !== null && idKey(verified) === idKey(form.idNumber)
      const typed = { ...form, signed: form.signature !== undefined }
      enforce(agreementInput(typed, termsOf(row), matches))
      const at = deps.clock.now()
      const signatureUploadId = await storeUpload(tx, deps.files, form.signature!, {
        userId: user.id,
        purpose: 'signature',
        at,
      })
      const investment = form.kind === 'investment'
      const contractNo = newOrderNo('C', at)
      await tx.insert(agreements).values({
        contractNo,
        userId: user.id,
        requestId: form.requestId ?? null,
        kind: form.kind,
        accountType: investment ? form.accountType : null,
        phone: form.phone.replaceAll(/[\s().-]/g, ''),
        idNumberTail: tail(idKey(form.idNumber)),
        signatureUploadId,
        createdAt: at,
      })
      if (investment)
        await tx.update(users).set({ accountType: form.accountType }).where(eq(users.id, user.id))
      return { contractNo, kind: form.kind, accountType: investment ? form.accountType : null }
    }),
  )
}

/** agreement/mine: the user's signed agreements, newest first. */
export async function myAgreements(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const where = eq(agreements.userId, user.id)
  const { rows, total } = await newestFirstPage(deps.db, agreements, where, query)
  return { list: rows.map(toRecord), total, page: query.page, size: query.size }
}

/** agreement/list: every signed agreement for the console, newest first. */
export async function adminAgreements(
  deps: Pick<Deps, 'db'>,
  query: { page: number; size: number },
) {
  const rows = await deps.db
    .select({ agreement: agreements, account: users.account })
    .from(agreements)
    .innerJoin(users, eq(users.id, agreements.userId))
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(agreements)
  return {
    list: rows.map(({ agreement: a, account }) => ({
      ...toRecord(a),
      account,
      phone: a.phone,
      idNumberTail: a.idNumberTail,
      signature: a.signatureUploadId,
    })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}
