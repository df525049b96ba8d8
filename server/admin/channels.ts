import { asc, eq } from 'drizzle-orm'
import type { ChannelRow } from '../../machines/backOffice/calls.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { hashPassword } from '../auth/password.ts'
import type { AdminCaller, Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { depositChannels } from '../db/schema.ts'
import { lockRows } from '../money/transaction.ts'
import { audited } from './audit.ts'

type ChannelRecord = typeof depositChannels.$inferSelect

/** A deposit channel as the console shows it: every field, in full. */
function channelView(row: ChannelRecord): ChannelRow {
  return {
    id: row.id,
    kind: row.kind,
    currency: row.currency,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    bankName: row.bankName,
    min: minorToDecimal(row.minMinor),
    max: minorToDecimal(row.maxMinor),
    active: row.active,
    demo: row.demo,
    private: row.passwordHash !== null,
    secretKey: row.secretKey,
  }
}

/** Every deposit channel, oldest first, disabled and demo ones too (spec §2 capital channel). */
export async function consoleChannels(deps: Deps): Promise<ChannelRow[]> {
  const rows = await deps.db.select().from(depositChannels).orderBy(asc(depositChannels.id))
  return rows.map(channelView)
}

export interface ChannelForm {
  id?: number | undefined
  access: 'public' | 'private'
  password?: string | undefined
  secretKey?: string | undefined
  kind: ChannelRecord['kind']
  currency: string
  accountName: string
  accountNumber: string
  bankName: string
  min: string
  max: string
}

/**
 * Adds a channel or replaces one's details, audited. Whatever an operator saves is theirs, not
 * the seeded placeholder: the demo flag is cleared (issue 18). A deposit already made keeps its
 * currency, so a channel's currency and kind can be changed only by adding another channel.
 */
export async function saveChannel(deps: Deps, caller: AdminCaller, form: ChannelForm) {
  // A private channel: a new password replaces the old (hashed now, outside the transaction).
  const password = form.password?.trim()
  // A private channel has a secret key, and a password (a new one, or the one it has).
  if (form.access === 'private' && !form.secretKey?.trim())
    throw new ApiRefusal('common.invalid', { field: 'secretKey' })
  if (form.access === 'private' && !password && form.id === undefined)
    throw new ApiRefusal('common.invalid', { field: 'password' })
  const access =
    form.access === 'private'
      ? {
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
          secretKey: form.secretKey?.trim() || null,
        }
      : { passwordHash: null, secretKey: null }
  const values = {
    ...access,
    kind: form.kind,
    currency: form.currency,
    accountName: form.accountName,
    accountNumber: form.accountNumber,
    bankName: form.bankName,
    minMinor: decimalToMinor(form.min)!,
    maxMinor: decimalToMinor(form.max)!,
    demo: false,
  }
  const id = form.id
  if (id === undefined)
    return audited(deps, caller, { action: 'channels.create', target: 'channel' }, async (tx) => {
      const [created] = await tx.insert(depositChannels).values(values).returning()
      const after = channelView(created!)
      return { answer: after, after, target: `channel#${created!.id}` }
    })
  return audited(deps, caller, { action: 'channels.edit', target: `channel#${id}` }, async (tx) => {
    const [before] = await lockRows(tx, depositChannels, eq(depositChannels.id, id))
    if (!before) throw new ApiRefusal('common.invalid', { field: 'id' })
    if (before.kind !== form.kind || before.currency !== form.currency)
      throw new ApiRefusal('common.invalid', { field: 'currency' })
    if (form.access === 'private' && !password && before.passwordHash === null)
      throw new ApiRefusal('common.invalid', { field: 'password' })
    const [updated] = await tx
      .update(depositChannels)
      .set(values)
      .where(eq(depositChannels.id, id))
      .returning()
    const after = channelView(updated!)
    return { answer: after, before: channelView(before), after }
  })
}

/** Offers a channel to investors again or stops offering it (its deposits stay as they are), audited. */
export function setChannelActive(
  deps: Deps,
  caller: AdminCaller,
  { id, active }: { id: number; active: boolean },
) {
  const what = { action: active ? 'channels.enable' : 'channels.disable', target: `channel#${id}` }
  return audited(deps, caller, what, async (tx) => {
    const [before] = await lockRows(tx, depositChannels, eq(depositChannels.id, id))
    if (!before) throw new ApiRefusal('common.invalid', { field: 'id' })
    const [updated] = await tx
      .update(depositChannels)
      .set({ active })
      .where(eq(depositChannels.id, id))
      .returning()
    const after = channelView(updated!)
    return { answer: after, before: channelView(before), after }
  })
}
