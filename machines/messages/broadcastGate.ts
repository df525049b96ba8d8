import { defineGate } from '../gate.ts'

/** What decides whether the console's broadcast is sent (message/broadcast). */
export interface BroadcastFacts {
  title: string
  body: string
  audience: 'all' | 'account'
  /** The account typed exists (when the audience is one account). */
  accountFound: boolean
}

export const BROADCAST_TITLE_MAX = 80
export const BROADCAST_BODY_MAX = 2000

const within = (text: string, max: number) => text.trim().length >= 1 && text.trim().length <= max

// spec §2 messages: a message has a title a reader can scan in the list
export const broadcastTitleInvalid = (f: BroadcastFacts) => !within(f.title, BROADCAST_TITLE_MAX)
// spec §2 messages: and a text to read in its detail
export const broadcastBodyInvalid = (f: BroadcastFacts) => !within(f.body, BROADCAST_BODY_MAX)
// spec §8 Response handling: an account that does not exist is named, not silently skipped
export const broadcastAccountMissing = (f: BroadcastFacts) =>
  f.audience === 'account' && !f.accountFound

/** The operator's broadcast: a title and a text, to everyone or to one account that exists. */
export const broadcastGate = defineGate<BroadcastFacts>(
  'broadcastGate',
  'Decides whether the operator’s message is sent: a title and a text within their lengths, to every account or to one that exists (spec §2 messages; issue 21).',
  [
    {
      state: 'titleInvalid',
      code: 'message.titleInvalid',
      blocks: { name: 'broadcastTitleInvalid', test: broadcastTitleInvalid },
      description: 'No title, or a longer one than the list shows.',
    },
    {
      state: 'bodyInvalid',
      code: 'message.bodyInvalid',
      blocks: { name: 'broadcastBodyInvalid', test: broadcastBodyInvalid },
      description: 'No text, or a longer one than a message holds.',
    },
    {
      state: 'accountMissing',
      code: 'auth.accountMissing',
      blocks: { name: 'broadcastAccountMissing', test: broadcastAccountMissing },
      description: 'The account to send to does not exist.',
      serverOnly: true,
    },
  ],
)
