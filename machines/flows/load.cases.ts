import { fromPromise } from 'xstate'
import {
  callAnswered,
  callFailed,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { isEmptyAnswer, loadMachine } from './load.ts'

/**
 * A screen's load (spec §8 Generic failures, decision 0059; an empty answer is not in the spec),
 * written from those: each row the call's answers, given as the server would give them, and the
 * state the screen must then be in. A call that reached no decision (busy, no answer, too many
 * calls, an expired session) may be tried again: a first load `failed`, a refresh still `ready`
 * with the last answer. Any other refusal is the answer: `refused`, with no retry.
 */

/** The screen's call, which answers only when a row says so (with the call's done or error event). */
const load = loadMachine.provide({
  actors: { fetch: fromPromise<unknown, unknown>(() => new Promise<never>(() => {})) },
})

const answered = (output: unknown) => callAnswered('fetch', output)
const failedWith = (error: unknown) => callFailed('fetch', error)
const refusedWith = (code: string) => failedWith({ code })
const run = (events: object[]): Partial<LifecycleRun> => ({
  input: { request: { page: 1 } },
  events: events as LifecycleRun['events'],
})
const ROWS = { list: [{ id: 1 }], total: 1 }
/** Loaded, then a refresh under way: the last answer stays on screen. */
const refreshing = [answered(ROWS), { type: 'refresh' }]

const EMPTY = 'not in the spec (a list without rows says so instead of showing a blank screen)'
const NO_DECISION = 'spec §8 Generic failures, decision 0059'

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the load', load, [
    rule(EVERY_RULE, NO_DECISION, [
      { name: 'nothing answered yet', change: run([]), expect: 'loading' },
      { name: 'a refresh under way', change: run(refreshing), expect: 'refreshing' },
      {
        name: 'failed, then tried again',
        change: run([refusedWith('common.busy'), { type: 'retry' }]),
        expect: 'loading',
      },
      {
        name: 'refused: asking the same again is not offered',
        change: run([refusedWith('news.missing'), { type: 'retry' }]),
        expect: 'refused',
      },
      {
        name: 'refused, then another request',
        change: run([refusedWith('news.missing'), { type: 'refresh', request: { page: 2 } }]),
        expect: 'loading',
      },
    ]),
    rule('answerIsEmpty', EMPTY, [
      { name: 'a page of one row', change: run([answered(ROWS)]), expect: 'ready' },
      {
        name: 'a page of no rows',
        change: run([answered({ list: [], total: 0 })]),
        expect: 'empty',
      },
      { name: 'an empty list', change: run([answered([])]), expect: 'empty' },
      { name: 'a list of one item', change: run([answered([{ id: 1 }])]), expect: 'ready' },
      {
        name: 'an object of zeros is data',
        change: run([answered({ balance: '0.00' })]),
        expect: 'ready',
      },
      {
        name: 'a refresh that answers no rows',
        change: run([...refreshing, answered({ list: [], total: 0 })]),
        expect: 'empty',
      },
      {
        name: 'a refresh that answers rows',
        change: run([...refreshing, answered(ROWS)]),
        expect: 'ready',
      },
    ]),
    rule('reachedNoDecision', NO_DECISION, [
      { name: 'a busy server', change: run([refusedWith('common.busy')]), expect: 'failed' },
      { name: 'no answer', change: run([refusedWith('common.noAnswer')]), expect: 'failed' },
      {
        name: 'too many calls',
        change: run([refusedWith('common.tooFrequent')]),
        expect: 'failed',
      },
      {
        name: 'an expired session',
        change: run([refusedWith('auth.sessionExpired')]),
        expect: 'failed',
      },
      {
        name: 'anything thrown that is not a refusal (an HTTP failure)',
        change: run([failedWith(new Error('HTTP 502'))]),
        expect: 'failed',
      },
      {
        name: 'the server refused: the item is gone',
        change: run([refusedWith('news.missing')]),
        expect: 'refused',
      },
      {
        name: 'the server refused the request as invalid',
        change: run([refusedWith('common.invalid')]),
        expect: 'refused',
      },
      {
        name: 'a refresh with no answer: the last answer stays',
        change: run([...refreshing, refusedWith('common.noAnswer')]),
        expect: 'ready',
      },
      {
        name: 'a refresh to a busy server: the last answer stays',
        change: run([...refreshing, refusedWith('common.busy')]),
        expect: 'ready',
      },
      {
        name: 'a refresh the server refused: the last answer was to another request',
        change: run([...refreshing, refusedWith('news.missing')]),
        expect: 'refused',
      },
    ]),
  ]),
  guardTable(
    'isEmptyAnswer',
    (answer: { data: unknown }) => isEmptyAnswer(answer.data),
    { data: [] as unknown },
    EMPTY,
    [
      { name: 'an empty list', change: {}, expect: true },
      { name: 'a list of one item', change: { data: [0] }, expect: false },
      { name: 'a page of no rows', change: { data: { list: [], total: 0 } }, expect: true },
      {
        name: 'a page of one row',
        change: { data: { list: [{ id: 1 }], total: 1 } },
        expect: false,
      },
      { name: 'a list that is not a list', change: { data: { list: 'none' } }, expect: false },
      {
        name: 'an object of zeros',
        change: { data: { balance: '0.00', count: 0 } },
        expect: false,
      },
      { name: 'an empty object', change: { data: {} }, expect: false },
      { name: 'no answer body (null)', change: { data: null }, expect: false },
      { name: 'a number, zero', change: { data: 0 }, expect: false },
      { name: 'an empty string', change: { data: '' }, expect: false },
    ],
  ),
]
