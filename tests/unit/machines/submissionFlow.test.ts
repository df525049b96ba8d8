import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { submissionMachine, submissionSelectors } from '../../../machines/flows/submission.ts'

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

  it('keeps the server’s refusal, which a retry would only repeat', async () => {
    const actor = await sentAndFailed({ code: 'funds.insufficient' })
    expect(submissionSelectors.refusal(actor.getSnapshot())).toEqual({ code: 'funds.insufficient' })
    actor.send({ type: 'retry' })
    expect(submissionSelectors.isBusy(actor.getSnapshot())).toBe(false)
  })
})
