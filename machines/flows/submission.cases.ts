import { fromPromise } from 'xstate'
import type { Refusal } from '../contract/refusal.ts'
import {
  callAnswered,
  callFailed,
  type DecisionTable,
  EVERY_RULE,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { type SentRequest, type SubmissionEvent, submissionMachine } from './submission.ts'

/**
 * A form's submission (spec §2 Positions, §8 Response handling; ARCHITECTURE.md, One contract per
 * call; decision 0059), written from those: each row whether the form confirms first, the events
 * from the start, and the state the form must then be in. What the screen's gate refuses is
 * neither confirmed nor sent; what moves money is confirmed first; the server's refusal is its
 * answer (`refused`), a call that reached no decision may be sent again as it was (`failed`).
 */

/** The form's call, which answers only when a row says so (with the call's done or error event). */
const submission = submissionMachine.provide({
  actors: { send: fromPromise<unknown, SentRequest>(() => new Promise<never>(() => {})) },
})

const request = { amount: '200.00' }
/** The user submits; `blocked` is the screen's run of the call's gate (none given: left out). */
const submit = (blocked?: Refusal | null): SubmissionEvent =>
  blocked === undefined ? { type: 'submit', request } : { type: 'submit', request, blocked }
const submitBlocked = () => submit({ code: 'funds.amountRequired' })
const done = callAnswered('send', { orderNo: 'W1' })
const failedWith = (error: unknown) => callFailed('send', error)
const refusedWith = (code: string) => failedWith({ code })

/** A form that confirms first (money moves) or is sent at once, and the events from the start. */
const confirmed = (events: object[]): Partial<LifecycleRun> => ({
  input: { confirm: true },
  events: events as LifecycleRun['events'],
})
const atOnce = (events: object[]): Partial<LifecycleRun> => ({
  input: { confirm: false },
  events: events as LifecycleRun['events'],
})
/** Sent at once, then the call fails as `error` says. */
const sentAndFailed = (error: unknown) => atOnce([submit(null), failedWith(error)])

const GATE = 'not in the spec (ARCHITECTURE.md, One contract per call)'
const CONFIRM = 'spec §2 Positions'
const RESPONSE = 'spec §8 Response handling, decision 0059'

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the submission', submission, [
    rule(EVERY_RULE, `${CONFIRM}, ${RESPONSE}`, [
      { name: 'nothing submitted yet', change: atOnce([]), expect: 'editing' },
      { name: 'the server took it', change: atOnce([submit(null), done]), expect: 'done' },
      {
        name: 'done, then back to the form',
        change: atOnce([submit(null), done, { type: 'edit' }]),
        expect: 'editing',
      },
      {
        name: 'failed, then sent again as it was',
        change: atOnce([submit(null), refusedWith('common.noAnswer'), { type: 'retry' }]),
        expect: 'submitting',
      },
      {
        name: 'refused by the server: sending the same again is not offered',
        change: atOnce([submit(null), refusedWith('funds.insufficient'), { type: 'retry' }]),
        expect: 'refused',
      },
    ]),
    rule('blockedByGate', GATE, [
      {
        name: 'the gate refuses, sent at once',
        change: atOnce([submitBlocked()]),
        expect: 'refused',
      },
      {
        name: 'the gate refuses what would be confirmed: not confirmed',
        change: confirmed([submitBlocked()]),
        expect: 'refused',
      },
      { name: 'nothing blocks (null)', change: atOnce([submit(null)]), expect: 'submitting' },
      {
        name: 'nothing blocks (no gate run given)',
        change: atOnce([submit()]),
        expect: 'submitting',
      },
      {
        name: 'the gate refused, then the form corrected',
        change: atOnce([submitBlocked(), submit(null)]),
        expect: 'submitting',
      },
      {
        name: 'failed, then submitted again with something the gate refuses',
        change: atOnce([submit(null), refusedWith('common.noAnswer'), submitBlocked()]),
        expect: 'refused',
      },
      {
        name: 'done, then submitted again with something the gate refuses',
        change: atOnce([submit(null), done, submitBlocked()]),
        expect: 'refused',
      },
    ]),
    rule('asksConfirmation', CONFIRM, [
      {
        name: 'money moves: confirmed first',
        change: confirmed([submit(null)]),
        expect: 'confirming',
      },
      {
        name: 'money moves, confirmed: sent',
        change: confirmed([submit(null), { type: 'confirm' }]),
        expect: 'submitting',
      },
      {
        name: 'money moves, the user goes back: not sent',
        change: confirmed([submit(null), { type: 'back' }]),
        expect: 'editing',
      },
      { name: 'a form sent at once', change: atOnce([submit(null)]), expect: 'submitting' },
      {
        name: 'money moves again after it was done: confirmed again',
        change: confirmed([submit(null), { type: 'confirm' }, done, submit(null)]),
        expect: 'confirming',
      },
    ]),
    rule('isBusinessRefusal', RESPONSE, [
      {
        name: 'the server refused: not enough funds',
        change: sentAndFailed({ code: 'funds.insufficient' }),
        expect: 'refused',
      },
      {
        name: 'the server refused a field as invalid',
        change: sentAndFailed({ code: 'common.invalid', params: { field: 'amount' } }),
        expect: 'refused',
      },
      {
        name: 'no answer within the time-out',
        change: sentAndFailed({ code: 'common.noAnswer' }),
        expect: 'failed',
      },
      {
        name: 'an HTTP failure thrown as it is',
        change: sentAndFailed(new Error('HTTP 502')),
        expect: 'failed',
      },
    ]),
    rule('isBusinessRefusal', RESPONSE, [
      { name: 'a busy server', change: sentAndFailed({ code: 'common.busy' }), expect: 'failed' },
      {
        name: 'too many calls at once',
        change: sentAndFailed({ code: 'common.tooFrequent' }),
        expect: 'failed',
      },
      {
        name: 'an expired session (HTTP 401)',
        change: sentAndFailed({ code: 'auth.sessionExpired' }),
        expect: 'failed',
      },
    ]),
  ]),
]
