import { setup } from '../setup.ts'

export type MessageEvent =
  /** The server writes it, in the transaction of the event it tells of (or the operator's send). */
  | { type: 'message.send' }
  /** Its reader opens it, or marks every message read. */
  | { type: 'message.read' }

/** The states a stored message can be in. */
export const STORED_MESSAGE_STATES = ['unread', 'read'] as const
export type MessageState = 'toSend' | (typeof STORED_MESSAGE_STATES)[number]

/**
 * A message in the user's inbox (spec §2 messages, the top bar's bell; issue 21): unread until its
 * reader opens it or marks all read; the bell counts the unread ones. Reading twice changes nothing.
 */
export const messageMachine = setup({
  types: { events: {} as MessageEvent },
}).createMachine({
  id: 'message',
  description:
    'A message in the inbox: unread (counted on the bell) until its reader opens it or marks all read.',
  initial: 'toSend',
  states: {
    toSend: {
      description: 'The event that causes it (a review decision, a job, a broadcast).',
      on: { 'message.send': 'unread' },
    },
    unread: {
      tags: ['unread'],
      description: 'Counted on the bell.',
      on: { 'message.read': 'read' },
    },
    read: {
      description: 'Opened, or marked read with all the others.',
      on: { 'message.read': 'read' },
    },
  },
})

/** Whether a stored message is unread, as the machine tags it. */
export const messageUnread = (state: (typeof STORED_MESSAGE_STATES)[number]) =>
  messageMachine.resolveState({ value: state, context: {} }).hasTag('unread')
