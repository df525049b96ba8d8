import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, pageFields, pageOf, requestId, rowId } from '../contract/fields.ts'
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

export const inboxMessage = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  /** The facts it names (amounts as decimal strings with their currency, codes, a reason). */
  params: z.record(z.string(), z.string()),
  /** A broadcast's own title and text, as the operator wrote them; null for the others. */
  title: z.nullable(z.string()),
  body: z.nullable(z.string()),
  /** The business it is about (an order, deposit or loan number), when there is one. */
  ref: z.nullable(z.string()),
  state: z.enum(STORED_MESSAGE_STATES),
  createdAt: isoTime,
})
export type InboxMessage = z.output<typeof inboxMessage>

export const messageListCall = defineCall({
  path: 'message/list',
  summary: "The user's messages, newest first, with how many are unread",
  request: z.object({ ...pageFields }),
  answer: z.object({ ...pageOf(inboxMessage).shape, unread: z.number() }),
  auth: true,
})

export const messageUnreadCall = defineCall({
  path: 'message/unread',
  summary: "How many of the user's messages are unread (the top bar's bell)",
  request: z.object({}),
  answer: z.object({ unread: z.number() }),
  auth: true,
})

export const messageReadCall = defineCall({
  path: 'message/read',
  summary: 'Open a message: it is read from now on (reading twice changes nothing)',
  request: z.object({ id: rowId }),
  answer: inboxMessage,
  auth: true,
})

export const messageReadAllCall = defineCall({
  path: 'message/readAll',
  summary: "Mark every one of the user's messages read",
  request: z.object({}),
  answer: z.object({ read: z.number() }),
  auth: true,
})

const account = z.string().check(z.trim(), z.maxLength(32))

/** The console's message to every account, or to one (audited). */
export const broadcastCall = defineCall({
  path: 'message/broadcast',
  summary: 'Send a message to every account or to one account (issue 21), audited',
  request: z.object({
    audience: z.enum(['all', 'account']),
    account: z.optional(account),
    // Any text here: its length is the broadcast gate's rule, answered with its numbers.
    title: z.string().check(z.maxLength(4 * BROADCAST_TITLE_MAX)),
    body: z.string().check(z.maxLength(4 * BROADCAST_BODY_MAX)),
    requestId,
  }),
  answer: z.object({ sent: z.number() }),
  auth: 'admin',
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
