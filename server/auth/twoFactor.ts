import { createHash, randomInt } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import {
  isRecoveryCode,
  normalCode,
  RECOVERY_CODE_COUNT,
  secondFactorInput,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '../../machines/account/twoFactor.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import type { Database } from '../db/database.ts'
import { recoveryCodes, twoFactors } from '../db/schema.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'

/**
 * Second factors (issue 25, decision 0050), one implementation for investors and console
 * operators: a TOTP secret set up through an authenticator app (the `otpauth` library, RFC 6238),
 * one-time recovery codes, and the check every login and sensitive action runs once it is on. A
 * code is taken once: the last time step used is kept, so a code seen over a shoulder or in a
 * log cannot be replayed.
 */

export type Owner = { kind: 'user' | 'admin'; id: number }
type TwoFactorDeps = Pick<Deps, 'db' | 'clock' | 'wallClock' | 'limiter' | 'limits'>

/**
 * Where one owner's wrong codes are counted: per address, as wrong passwords are (issue 48: counted
 * per owner alone, five wrong codes from anyone who had an operator's password held the operator
 * out too), and for the owner from everywhere under a wider limit (`secondFactorPerOwner`), so
 * that many addresses together still cannot try a million codes (one code is 3 in a million).
 * `from` is the caller's address at a login; calls inside a session count under `session`.
 */
const guessKeys = (owner: Owner, from: string) => ({
  pair: `twofactor:${owner.kind}:${owner.id}:${from}`,
  owner: `twofactor:${owner.kind}:${owner.id}`,
})

const ISSUER = 'Tradeflow'

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

const ownerIs = (owner: Owner) =>
  and(eq(twoFactors.ownerKind, owner.kind), eq(twoFactors.ownerId, owner.id))

async function rowOf(db: Database | Tx, owner: Owner) {
  const [row] = await db.select().from(twoFactors).where(ownerIs(owner))
  return row ?? null
}

/** Whether the owner's second factor is on. */
export async function secondFactorEnabled(db: Database | Tx, owner: Owner) {
  return (await rowOf(db, owner))?.enabledAt != null
}

/** Whether it is on, and how many recovery codes are left. */
export async function secondFactorStatus(db: Database, owner: Owner) {
  const row = await rowOf(db, owner)
  if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 }
  const [left] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.twoFactorId, row.id), isNull(recoveryCodes.usedAt)))
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0 }
}

/**
 * A new secret offered to the owner's authenticator app (`label` is what the app lists it
 * under), kept as pending until a first code proves the app holds it.
 */
export async function beginSecondFactor(deps: TwoFactorDeps, owner: Owner, label: string) {
  const secret = new Secret({ size: 20 }).base32
  await moneyTransaction(deps.db, async (tx) => {
    const row = await lockedRow(tx, owner)
    if (row.enabledAt) throw new ApiRefusal('twoFactor.alreadyOn')
    await tx.update(twoFactors).set({ pendingSecret: secret }).where(eq(twoFactors.id, row.id))
  })
  const uri = totpOf(secret, label).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** The owner's row under its lock, made on first use. */
async function lockedRow(tx: Tx, owner: Owner) {
  await tx
    .insert(twoFactors)
    .values({ ownerKind: owner.kind, ownerId: owner.id })
    .onConflictDoNothing()
  const [row] = await lockRows(tx, twoFactors, ownerIs(owner))
  if (!row) throw new Error('two-factor row missing after insert')
  return row
}

/**
 * Turns the second factor on with a first code of the pending secret; returns the recovery codes,
 * which are shown this once (only their hashes are kept). `record` runs in the same transaction
 * (an operator's audit row).
 */
export async function enableSecondFactor(
  deps: TwoFactorDeps,
  owner: Owner,
  code: string,
  record: (tx: Tx) => Promise<void> = async () => {},
) {
  return withinGuesses(deps, owner, 'session', () => enableInTx(deps, owner, code, record))
}

function enableInTx(
  deps: TwoFactorDeps,
  owner: Owner,
  code: string,
  record: (tx: Tx) => Promise<void>,
) {
  return moneyTransaction(deps.db, async (tx) => {
    const row = await lockedRow(tx, owner)
    if (row.enabledAt) throw new ApiRefusal('twoFactor.alreadyOn')
    if (!row.pendingSecret) throw new ApiRefusal('twoFactor.notStarted')
    enforce(secondFactorInput({ enabled: true, code }))
    const step = acceptedStep(row.pendingSecret, code, deps.wallClock.now().getTime(), null)
    if (step === null) throw new ApiRefusal('twoFactor.codeWrong')
    await tx
      .update(twoFactors)
      .set({
        secret: row.pendingSecret,
        pendingSecret: null,
        enabledAt: deps.clock.now(),
        lastStep: step,
      })
      .where(eq(twoFactors.id, row.id))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.twoFactorId, row.id))
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ twoFactorId: row.id, codeHash: hashOf(c) })))
    await record(tx)
    return { recoveryCodes: codes }
  })
}

/** Turns the second factor off, with a code (or a recovery code) it accepts. */
export async function disableSecondFactor(deps: TwoFactorDeps, owner: Owner, code: string) {
  await withinGuesses(deps, owner, 'session', () => disableInTx(deps, owner, code))
}

async function disableInTx(deps: TwoFactorDeps, owner: Owner, code: string) {
  await moneyTransaction(deps.db, async (tx) => {
    const row = await lockedRow(tx, owner)
    if (!row.enabledAt) throw new ApiRefusal('twoFactor.off')
    await takeCode(tx, deps, row, code)
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.twoFactorId, row.id))
    await tx
      .update(twoFactors)
      .set({ secret: null, pendingSecret: null, enabledAt: null, lastStep: null })
      .where(eq(twoFactors.id, row.id))
  })
}

/**
 * Removes the owner's second factor in `tx`, recovery codes and all: an operator who lost the
 * phone, reset from the server's command line with their password (admin/passwordReset.ts).
 */
export async function removeSecondFactor(tx: Tx, owner: Owner) {
  const [row] = await lockRows(tx, twoFactors, ownerIs(owner))
  if (!row) return false
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.twoFactorId, row.id))
  await tx.delete(twoFactors).where(eq(twoFactors.id, row.id))
  return row.enabledAt !== null
}

/**
 * The check a login or a sensitive action runs: nothing while the owner's second factor is off;
 * once on, the gate asks for a code, and the code must be the app's of now (not one used before)
 * or an unused recovery code, which is then spent.
 */
export async function requireSecondFactor(
  deps: TwoFactorDeps,
  owner: Owner,
  code: string | undefined,
  from = 'session',
) {
  const row = await rowOf(deps.db, owner)
  enforce(secondFactorInput({ enabled: row?.enabledAt != null, code: code ?? '' }))
  if (!row?.enabledAt) return
  await withinGuesses(deps, owner, from, () =>
    moneyTransaction(deps.db, async (tx) => {
      const [locked] = await lockRows(tx, twoFactors, eq(twoFactors.id, row.id))
      // Turned off or reset since it was read: refused rather than let through without a code
      // (an operator's reset racing a login with the old password).
      if (!locked?.enabledAt) throw new ApiRefusal('twoFactor.codeWrong')
      await takeCode(tx, deps, locked, code ?? '')
    }),
  )
}

type TwoFactorRow = typeof twoFactors.$inferSelect

/** Takes `code` for the owner's locked row: spent if right, refused if wrong. */
async function takeCode(tx: Tx, deps: TwoFactorDeps, row: TwoFactorRow, code: string) {
  enforce(secondFactorInput({ enabled: true, code }))
  await spendCode(tx, deps, row, code)
}

/**
 * Runs `check` within the owner's guesses: refused as too frequent once they are used up. The
 * attempt is counted before the check, in one statement, so codes sent at once cannot slip past
 * the limit together, and given back unless the code was wrong — outside any transaction, as the
 * counters live in the database too.
 */
async function withinGuesses<T>(
  deps: TwoFactorDeps,
  owner: Owner,
  from: string,
  check: () => Promise<T>,
) {
  const key = guessKeys(owner, from)
  const { loginPerAccount, secondFactorPerOwner } = deps.limits
  const everywhere = await deps.limiter.peek(key.owner, secondFactorPerOwner.windowMs)
  if (everywhere.count >= secondFactorPerOwner.limit) throw new ApiRefusal('common.tooFrequent')
  if (!(await deps.limiter.attempt(key.pair, loginPerAccount)))
    throw new ApiRefusal('common.tooFrequent')
  try {
    const result = await check()
    await deps.limiter.refund(key.pair)
    return result
  } catch (error) {
    if (error instanceof ApiRefusal && error.code === 'twoFactor.codeWrong')
      await deps.limiter.count(key.owner, secondFactorPerOwner.windowMs)
    else await deps.limiter.refund(key.pair)
    throw error
  }
}

/** Spends `code`: the TOTP step it matches (later than the last one used), or a recovery code. */
async function spendCode(tx: Tx, deps: TwoFactorDeps, row: TwoFactorRow, code: string) {
  if (isRecoveryCode(code)) {
    const spent = await tx
      .update(recoveryCodes)
      .set({ usedAt: deps.clock.now() })
      .where(
        and(
          eq(recoveryCodes.twoFactorId, row.id),
          eq(recoveryCodes.codeHash, hashOf(normalCode(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id })
    if (spent.length === 0) throw new ApiRefusal('twoFactor.codeWrong')
    return
  }
  const step = acceptedStep(row.secret ?? '', code, deps.wallClock.now().getTime(), row.lastStep)
  if (step === null) throw new ApiRefusal('twoFactor.codeWrong')
  await tx.update(twoFactors).set({ lastStep: step }).where(eq(twoFactors.id, row.id))
}

/**
 * The time step `code` belongs to, within the window around `now`, if it is later than the last
 * step used (a code works once); null otherwise.
 */
function acceptedStep(secret: string, code: string, now: number, lastStep: number | null) {
  if (!secret) return null
  const delta = totpOf(secret, '').validate({
    token: normalCode(code),
    timestamp: now,
    window: TOTP_WINDOW_STEPS,
  })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
  return lastStep !== null && step <= lastStep ? null : step
}

/** Recovery codes are random enough that a plain hash keeps them (no password to guess). */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex')

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'
const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
const newRecoveryCode = () => `${group()}-${group()}`

/** The code an authenticator app holding `secret` shows at `at` (tests and the bench). */
export const totpCodeAt = (secret: string, at: number) =>
  totpOf(secret, '').generate({ timestamp: at })
