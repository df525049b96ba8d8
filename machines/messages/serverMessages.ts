import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of messages to the investor (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const MESSAGE_MESSAGES = {
  'message.titleInvalid': {
    text: 'Enter a title of at most {count} characters.',
    spec: '§2 messages',
  },
  'message.bodyInvalid': {
    text: 'Enter a message of at most {count} characters.',
    spec: '§2 messages',
  },
  'message.missing': { text: 'This message does not exist.', spec: '§8 Other' },
} as const satisfies Record<string, ServerMessageEntry>
