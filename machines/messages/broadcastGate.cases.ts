import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastFacts,
  broadcastGate,
} from './broadcastGate.ts'

/**
 * The operator's broadcast (spec §2 messages, §8 Response handling; issue 21), written from the
 * spec: a title and a text to every account; then each rule, with the title's and the text's
 * lengths at their limits.
 */

const base: BroadcastFacts = {
  title: 'Maintenance on Sunday',
  body: 'The app is closed from 02:00 to 03:00.',
  audience: 'all',
  accountFound: false,
}

export const decisionTables: DecisionTable[] = [
  gateTable('the broadcast gate', broadcastGate, base, [
    rule(EVERY_RULE, 'spec §2 messages', [
      { name: 'a title and a text to every account', change: {}, expect: 'allowed' },
      {
        name: 'to one account that exists',
        change: { audience: 'account', accountFound: true },
        expect: 'allowed',
      },
      {
        name: 'no title, no text, no such account: the title first',
        change: { title: '', body: '', audience: 'account' },
        expect: 'titleInvalid',
      },
      {
        name: 'no text and no such account: the text first',
        change: { body: ' ', audience: 'account' },
        expect: 'bodyInvalid',
      },
    ]),
    rule('broadcastTitleInvalid', 'spec §2 messages', [
      ...boundary(
        'a title, at least one character',
        counts(1, 'character'),
        (n) => ({ title: 'T'.repeat(n) }),
        {
          below: 'titleInvalid',
          at: 'allowed',
          above: 'allowed',
        },
      ),
      ...boundary(
        `a title against its most, ${BROADCAST_TITLE_MAX} characters`,
        counts(BROADCAST_TITLE_MAX, 'character'),
        (n) => ({ title: 'T'.repeat(n) }),
        { below: 'allowed', at: 'allowed', above: 'titleInvalid' },
      ),
      { name: 'a title of spaces', change: { title: '   ' }, expect: 'titleInvalid' },
      // the title is read (and kept) trimmed: spaces typed around it are not counted
      {
        name: `a title of ${BROADCAST_TITLE_MAX} characters with a space either side`,
        change: { title: ` ${'T'.repeat(BROADCAST_TITLE_MAX)} ` },
        expect: 'allowed',
      },
    ]),
    rule('broadcastBodyInvalid', 'spec §2 messages', [
      ...boundary(
        'a text, at least one character',
        counts(1, 'character'),
        (n) => ({ body: 'b'.repeat(n) }),
        {
          below: 'bodyInvalid',
          at: 'allowed',
          above: 'allowed',
        },
      ),
      ...boundary(
        `a text against its most, ${BROADCAST_BODY_MAX} characters`,
        counts(BROADCAST_BODY_MAX, 'character'),
        (n) => ({ body: 'b'.repeat(n) }),
        { below: 'allowed', at: 'allowed', above: 'bodyInvalid' },
      ),
    ]),
    rule('broadcastAccountMissing', 'spec §8 Response handling', [
      {
        name: 'to an account that does not exist',
        change: { audience: 'account' },
        expect: 'accountMissing',
      },
    ]),
  ]),
]
