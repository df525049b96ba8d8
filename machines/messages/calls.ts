import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, pageFields, pageOf, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastFacts,
  broadcastGate,
} from './broadcastGate.ts'
import { MESSAGE_KINDS } from './kinds.ts'
import { STORED_MESSAGE_STATES } from './message.ts'

/** The calls of the inbox (spec §2 /information/userInfo, msgInfo, the bell; issue 21). */

export const inboxMessage = named(
  'InboxMessage',
  zod.object({
    id: zod.number(),
    kind: zod.enum(MESSAGE_KINDS),
    /** The facts it names (amounts as decimal strings with their currency, codes, a reason). */
    params: zod.record(zod.string(), zod.string()),
    /** A broadcast's own title and text, as the operator wrote them; null for the others. */
    title: zod.nullable(zod.string()),
    body: zod.nullable(zod.string()),
    /** The business it is about (an order, deposit or loan number), when there is one. */
    ref: zod.nullable(zod.string()),
    state: zod.enum(STORED_MESSAGE_STATES),
    createdAt: isoTime,
  }),
)
export type InboxMessage = zod.output<typeof inboxMessage>

export const messageListCall = defineCall({
  path: 'message/list',
  summary: "The user's messages, newest first, with how many are unread",
  request: zod.object({ ...pageFields }),
  answer: zod.object({ ...pageOf(inboxMessage).shape, unread: zod.number() }),
  auth: true,
})

export const messageUnreadCall = defineCall({
  path: 'message/unread',
  summary: "How many of the user's messages are unread (the top bar's bell)",
  request: zod.object({}),
  answer: zod.object({ unread: zod.number() }),
  auth: true,
})

export const messageReadCall = defineCall({
  path: 'message/read',
  summary: 'Open a message: it is read from now on (reading twice changes nothing)',
  request: zod.object({ id: rowId }),
  answer: inboxMessage,
  auth: true,
})

export const messageReadAllCall = defineCall({
  path: 'message/readAll',
  summary: "Mark every one of the user's messages read",
  request: zod.object({}),
  answer: zod.object({ read: zod.number() }),
  auth: true,
})

const account = zod.string().check(zod.trim(), zod.maxLength(32))

/** The console's message to every account, or to one (audited). */
export const broadcastCall = defineCall({
  path: 'message/broadcast',
  summary: 'Send a message to every account or to one account (issue 21), audited',
  request: zod.object({
    audience: zod.enum(['all', 'account']),
    account: zod.optional(account),
    // Any text here: its length is the broadcast gate's rule, answered with its numbers.
    title: zod.string().check(zod.maxLength(4 * BROADCAST_TITLE_MAX)),
    body: zod.string().check(zod.maxLength(4 * BROADCAST_BODY_MAX)),
    requestId,
  }),
  answer: zod.object({ sent: zod.number() }),
  auth: 'admin',
  oncePerRequest: true,
})

/** The broadcast gate's input, built alike by the console's form and the server. */
export function broadcastInput(
  form: { title: string; body: string; audience: 'all' | 'account' },
  accountFound: boolean,
): GateInput<BroadcastFacts> {
  return {
    gate: broadcastGate,
    facts: { ...form, accountFound },
    params: {
      titleInvalid: { count: String(BROADCAST_TITLE_MAX) },
      bodyInvalid: { count: String(BROADCAST_BODY_MAX) },
    },
  }
}
