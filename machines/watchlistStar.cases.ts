import type { EventObject } from 'xstate'
import {
  callAnswered,
  callFailed,
  type DecisionTable,
  EVERY_RULE,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import { watchlistStarMachine } from './watchlistStar.ts'

/**
 * The watchlist star on a stock's detail (spec §2 Watchlist: add and remove from stock detail),
 * written from the spec and the machine's description: the server's answer says whether the stock
 * is followed; a tap follows or unfollows, and a refused change goes back; a failed look hides
 * the star until asked again.
 */

const answered = callAnswered
const failed = (id: string) => callFailed(id)

const tap: EventObject = { type: 'star.toggle' }
const run = (events: EventObject[]): Partial<LifecycleRun> => ({
  input: { code: 'SAN' },
  events,
})
const followed = answered('isFollowed', true)
const notFollowed = answered('isFollowed', false)

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the watchlist star', watchlistStarMachine, [
    rule(EVERY_RULE, 'spec §2 Watchlist', [
      { name: 'just opened: asking the server', change: run([]), expect: 'checking' },
      {
        name: 'the look failed: the star hidden',
        change: run([failed('isFollowed')]),
        expect: 'unknown',
      },
      {
        name: 'the look failed, asked again: asking the server',
        change: run([failed('isFollowed'), { type: 'star.retry' }]),
        expect: 'checking',
      },
      {
        name: 'not followed, tapped: following',
        change: run([notFollowed, tap]),
        expect: 'following',
      },
      {
        name: 'not followed, tapped, followed: followed',
        change: run([notFollowed, tap, answered('follow', null)]),
        expect: 'followed',
      },
      {
        name: 'not followed, tapped, refused: back to not followed',
        change: run([notFollowed, tap, failed('follow')]),
        expect: 'notFollowed',
      },
      {
        name: 'followed, tapped: unfollowing',
        change: run([followed, tap]),
        expect: 'unfollowing',
      },
      {
        name: 'followed, tapped, unfollowed: not followed',
        change: run([followed, tap, answered('unfollow', null)]),
        expect: 'notFollowed',
      },
      {
        name: 'followed, tapped, refused: back to followed',
        change: run([followed, tap, failed('unfollow')]),
        expect: 'followed',
      },
    ]),
    rule('isFollowed', 'spec §2 Watchlist', [
      { name: 'the server says followed: followed', change: run([followed]), expect: 'followed' },
      {
        name: 'the server says not followed: not followed',
        change: run([notFollowed]),
        expect: 'notFollowed',
      },
    ]),
  ]),
]
