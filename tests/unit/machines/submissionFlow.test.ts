import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, fromPromise, toPromise } from 'xstate'
import { type Intent, intentFor } from '../../../machines/flows/intent.ts'
import {
  type SentRequest,
  submissionMachine,
  submissionSelectors,
} from '../../../machines/flows/submission.ts'

/** A form sent at once, whose call fails with `error`. */
async function sentAndFailed(error: unknown) {
  const machine = submissionMachine.provide({
    actors: { send: fromPromise(() => Promise.reject(error)) },
  })
  const actor = createActor(machine, { input: { confirm: false } }).start()
  actor.send({ type: 'submit', request: { amount: '200' }, blocked: null })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return actor
}

describe('a form’s submission (machines/flows/submission.ts)', () => {
  it.each([
    ['no answer', { code: 'common.noAnswer' }],
    ['a busy server', { code: 'common.busy' }],
    ['too many calls', { code: 'common.tooFrequent' }],
    ['an expired session', { code: 'auth.sessionExpired' }],
  ])('may be sent again as it was after %s', async (_, error) => {
    const actor = await sentAndFailed(error)
    expect(submissionSelectors.isFailed(actor.getSnapshot())).toBe(true)
    expect(submissionSelectors.refusal(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'retry' })
    expect(submissionSelectors.isBusy(actor.getSnapshot())).toBe(true)
  })

  it('is editing until sent, and again once the user goes back to the form', async () => {
    const machine = submissionMachine.provide({
      actors: { send: fromPromise<unknown, SentRequest>(async () => ({ orderNo: 'W1' })) },
    })
    const actor = createActor(machine, { input: { confirm: false } }).start()
    expect(submissionSelectors.isEditing(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'submit', request: { amount: '200' }, blocked: null })
    expect(submissionSelectors.isEditing(actor.getSnapshot())).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submissionSelectors.isDone(actor.getSnapshot())).toBe(true)
    expect(submissionSelectors.isEditing(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'edit' })
    expect(submissionSelectors.isEditing(actor.getSnapshot())).toBe(true)
  })

  it('keeps the server’s refusal, which a retry would only repeat', async () => {
    const actor = await sentAndFailed({ code: 'funds.insufficient' })
    expect(submissionSelectors.refusal(actor.getSnapshot())).toEqual({ code: 'funds.insufficient' })
    actor.send({ type: 'retry' })
    expect(submissionSelectors.isBusy(actor.getSnapshot())).toBe(false)
  })
})

/** Every request a form sends, with the key it goes under; each call answers as `answers` say. */
function recordingForm(answers: Array<'noAnswer' | 'refused' | 'done'>, intent?: Intent | null) {
  const sent: SentRequest[] = []
  const machine = submissionMachine.provide({
    actors: {
      send: fromPromise<unknown, SentRequest>(async ({ input }) => {
        sent.push(input)
        const answer = answers[sent.length - 1] ?? 'done'
        if (answer === 'noAnswer') throw { code: 'common.noAnswer' }
        if (answer === 'refused') throw { code: 'funds.insufficient' }
        return { orderNo: `W${sent.length}` }
      }),
    },
  })
  const actor = createActor(machine, { input: { confirm: false, intent } }).start()
  const submit = async (request: unknown, requestId: string) => {
    actor.send({ type: 'submit', request, blocked: null, requestId })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  const retry = async () => {
    actor.send({ type: 'retry' })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { actor, sent, submit, retry }
}

// decision 0063: one key per intent — kept through a failure, a refusal and a reload while the
// same thing is asked; a new one once the server has done it, or when what is asked changes.
describe('a form’s idempotency key belongs to the intent, not the press (decision 0063)', () => {
  const withdrawal = { type: 'Spain', amount: '100.00', methodId: 1, fundPassword: '123456' }

  it('a retry after no answer sends the same key', async () => {
    const form = recordingForm(['noAnswer', 'done'])
    await form.submit(withdrawal, 'first')
    await form.retry()
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'first'])
  })

  it('pressing submit again with the same content after no answer sends the same key', async () => {
    const form = recordingForm(['noAnswer', 'done'])
    await form.submit(withdrawal, 'first')
    await form.submit({ ...withdrawal }, 'second')
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'first'])
  })

  it('a refusal keeps the key: the server did nothing under it', async () => {
    const form = recordingForm(['refused', 'done'])
    await form.submit(withdrawal, 'first')
    await form.submit(withdrawal, 'second')
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'first'])
  })

  it('a new fund password or second-factor code is the same withdrawal', async () => {
    const form = recordingForm(['noAnswer', 'done'])
    await form.submit({ ...withdrawal, twoFactorCode: '111111' }, 'first')
    await form.submit({ ...withdrawal, fundPassword: '654321', twoFactorCode: '222222' }, 'second')
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'first'])
  })

  it('another amount is another intent, with a new key', async () => {
    const form = recordingForm(['noAnswer', 'done'])
    await form.submit(withdrawal, 'first')
    await form.submit({ ...withdrawal, amount: '100.01' }, 'second')
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'second'])
  })

  it('once done, the same content again is a new intent', async () => {
    const form = recordingForm(['done', 'done'])
    await form.submit(withdrawal, 'first')
    expect(form.actor.getSnapshot().context.intent).toBeNull()
    await form.submit(withdrawal, 'second')
    expect(form.sent.map((s) => s.requestId)).toEqual(['first', 'second'])
  })

  it('an intent kept across a reload is sent under its key', async () => {
    const kept = intentFor(null, withdrawal, 'before-reload')
    const form = recordingForm(['done'], kept)
    await form.submit(withdrawal, 'after-reload')
    expect(form.sent.map((s) => s.requestId)).toEqual(['before-reload'])
  })

  it('mints the key itself when none is given, and keeps it through a retry', async () => {
    const form = recordingForm(['noAnswer', 'done', 'done'])
    const send = async (request: unknown) => {
      form.actor.send({ type: 'submit', request, blocked: null })
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await send(withdrawal)
    await form.retry()
    await send(withdrawal)
    const [first, retried, next] = form.sent.map((s) => s.requestId)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(retried).toBe(first)
    expect(next).not.toBe(first)
  })

  it('the instrument of an order is part of what is asked', () => {
    const san = intentFor(null, { code: 'SAN', lots: 10 }, 'a')
    expect(intentFor(san, { code: 'BBVA', lots: 10 }, 'b').requestId).toBe('b')
    expect(intentFor(san, { lots: 10, code: 'SAN' }, 'b').requestId).toBe('a')
  })
})

// machines/flows/submission.ts, the machine's and the selectors' doc comments: what a view reads
// of a submission, and the call the screen must supply.
describe('what a view reads of a submission (submissionSelectors)', () => {
  it('a form that moves money asks confirmation before anything is sent (spec §2 Positions)', () => {
    const actor = createActor(submissionMachine, { input: { confirm: true } }).start()
    expect(submissionSelectors.isConfirming(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'submit', request: { amount: '200' }, blocked: null })
    expect(submissionSelectors.isConfirming(actor.getSnapshot())).toBe(true)
    expect(submissionSelectors.isBusy(actor.getSnapshot())).toBe(false)
  })

  it('the server’s answer is shown once done, and not before', async () => {
    const machine = submissionMachine.provide({
      actors: { send: fromPromise<unknown, SentRequest>(async () => ({ orderNo: 'W7' })) },
    })
    const actor = createActor(machine, { input: { confirm: false } }).start()
    actor.send({ type: 'submit', request: { amount: '200' }, blocked: null })
    expect(submissionSelectors.answer(actor.getSnapshot())).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submissionSelectors.answer(actor.getSnapshot())).toEqual({ orderNo: 'W7' })
  })
})

describe('the call is supplied by the screen (submissionMachine doc comment)', () => {
  it('a form whose screen supplied no call fails, to be tried again, and says why', async () => {
    const actor = createActor(submissionMachine, { input: { confirm: false } }).start()
    actor.send({ type: 'submit', request: { amount: '200' }, blocked: null })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submissionSelectors.isFailed(actor.getSnapshot())).toBe(true)
    expect(submissionSelectors.isDone(actor.getSnapshot())).toBe(false)
    const send = createActor(submissionMachine.implementations.actors.send as AnyActorLogic, {
      input: { request: {}, requestId: null },
    }).start()
    await expect(toPromise(send)).rejects.toThrow('send is supplied by the screen')
  })
})
