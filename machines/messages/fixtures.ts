import type { PathFixture } from '../registry.ts'
import type { BroadcastFacts } from './broadcastGate.ts'

/** Facts that pass the broadcast gate; each blocking fixture changes one of them. */
const allowed: BroadcastFacts = {
  title: 'Maintenance on Sunday',
  body: 'The app is closed from 02:00 to 03:00.',
  audience: 'all',
  accountFound: false,
}

const gateFixture = (name: string, input: BroadcastFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const broadcastGateFixtures: PathFixture[] = [
  gateFixture('to every account', allowed),
  gateFixture('to one account that exists', {
    ...allowed,
    audience: 'account',
    accountFound: true,
  }),
  gateFixture('no title', { ...allowed, title: '  ' }),
  gateFixture('a title longer than 80', { ...allowed, title: 'x'.repeat(81) }),
  gateFixture('no text', { ...allowed, body: '' }),
  gateFixture('an account that does not exist', { ...allowed, audience: 'account' }),
]

export const messageFixtures: PathFixture[] = [
  {
    name: 'sent, read, read again',
    events: [{ type: 'message.send' }, { type: 'message.read' }, { type: 'message.read' }],
  },
]
