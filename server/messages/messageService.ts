import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { broadcastInput, type InboxMessage } from '../../machines/messages/calls.ts'
import { messageMachine, type STORED_MESSAGE_STATES } from '../../machines/messages/message.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { newestFirstPage } from '../db/newestFirst.ts'
import { messages, users } from '../db/schema.ts'
import { announce } from '../events/userEvents.ts'
import { stepEntity } from '../money/entity.ts'
import type { Tx } from '../money/transaction.ts'

type MessageRow = typeof messages.$inferSelect
type MessageState = (typeof STORED_MESSAGE_STATES)[number]
type Db = Deps['db'] | Tx

const stateOf = (row: MessageRow): MessageState => (row.readAt === null ? 'unread' : 'read')

const toMessage = (row: MessageRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  params: { ...row.params },
  title: row.title,
  body: row.body,
  ref: row.ref,
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
})

async function unreadOf(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  return row?.n ?? 0
}

/** message/list: newest first, one page, the total and how many are unread. */
export async function messageList(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const { rows, total } = await newestFirstPage(
    deps.db,
    messages,
    eq(messages.userId, user.id),
    query,
  )
  return {
    list: rows.map(toMessage),
    total,
    page: query.page,
    size: query.size,
    unread: await unreadOf(deps.db, user.id),
  }
}

/** message/unread: the bell's count. */
export async function unreadCount(deps: Pick<Deps, 'db'>, user: SessionUser) {
  return { unread: await unreadOf(deps.db, user.id) }
}

/** message/read: the machine moves it to read (again: nothing changes); another's is missing. */
export async function readMessage(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, id: number) {
  const [row] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, user.id)))
  if (!row) throw new ApiRefusal('message.missing')
  stepEntity(messageMachine, { state: stateOf(row) }, { type: 'message.read' }, 'message.missing')
  if (row.readAt !== null) return toMessage(row)
  const [read] = await deps.db
    .update(messages)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(messages.id, id), isNull(messages.readAt)))
    .returning()
  return toMessage(read ?? row)
}

/** message/readAll: every unread message of the user, read now. */
export async function readAllMessages(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser) {
  const read = await deps.db
    .update(messages)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(messages.userId, user.id), isNull(messages.readAt)))
    .returning({ id: messages.id })
  return { read: read.length }
}

/**
 * message/broadcast, in the console's audited transaction: the gate on what was typed and whether
 * the account exists, then one unread message per account (every account that exists now, or the
 * one named). A request key already sent answers what it sent.
 */
export async function broadcast(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  form: {
    audience: 'all' | 'account'
    account?: string | undefined
    title: string
    body: string
    requestId?: string | undefined
  },
) {
  if (form.requestId) {
    const sent = await broadcastSent(tx, form.requestId)
    if (sent) return sent
  }
  const [one] =
    form.audience === 'account'
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.account, (form.account ?? '').trim()))
      : []
  enforce(broadcastInput(form, one !== undefined))
  // A refused first step is our fault: 'common.busy', as common.invalid names a {field} (issue 48).
  stepEntity(messageMachine, { state: 'toSend' }, { type: 'message.send' }, 'common.busy')
  const values = sql`'broadcast', '{}'::jsonb, ${form.title.trim()}, ${form.body.trim()}, ${form.requestId ?? null}, ${deps.clock.now()}`
  const inserted = await tx.execute(
    one
      ? sql`insert into messages (user_id, kind, params, title, body, request_id, created_at) select ${one.id}, ${values}`
      : sql`insert into messages (user_id, kind, params, title, body, request_id, created_at) select id, ${values} from users`,
  )
  await announce(tx, one ? one.id : null, 'messages')
  return { sent: affected(inserted) }
}

/** What a broadcast with this request key sent, or null when none was. */
export async function broadcastSent(db: Db, requestId: string) {
  const [sent] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.requestId, requestId), eq(messages.kind, 'broadcast')))
  return sent && sent.n > 0 ? { sent: sent.n } : null
}

/** Rows an insert wrote, as PGlite and node-postgres each report it. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number }
  return r.rowCount ?? r.affectedRows ?? 0
}
