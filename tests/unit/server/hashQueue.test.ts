import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawCall } from '../../../machines/funds/calls.ts'
import {
  defaultHashQueueLimits,
  HashQueue,
  TEST_HASH_QUEUE_LIMITS,
} from '../../../server/auth/hashQueue.ts'
import { setHashQueueLimits } from '../../../server/auth/password.ts'
import { ApiRefusal } from '../../../server/core/refusal.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'
import { makeWithdrawalReady } from '../../support/withdrawalReady.ts'

/** A hash that ends when the test says, and what ran at once. */
function gate() {
  let running = 0
  let most = 0
  const order: string[] = []
  const ends: Array<() => void> = []
  const work = (name: string) => () => {
    running += 1
    most = Math.max(most, running)
    order.push(name)
    return new Promise<string>((resolve) =>
      ends.push(() => {
        running -= 1
        resolve(name)
      }),
    )
  }
  const endNext = async () => {
    ends.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { work, endNext, order, most: () => most }
}

const refusedBusy = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof ApiRefusal && e.code === 'common.busy')

// decision 0065: at most `running` hashes at once, `waiting` more in order, `perCredential` for
// one account; beyond them "busy" at once, never a wait of minutes.
describe('the password hash queue (decision 0065)', () => {
  it('runs one at a time with one slot, the rest in the order they came', async () => {
    const queue = new HashQueue({
      running: 1,
      waiting: 5,
      perCredential: 5,
      maxWaitMs: Number.POSITIVE_INFINITY,
    })
    const g = gate()
    const all = ['a', 'b', 'c'].map((name) => queue.run(null, g.work(name)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(g.order).toEqual(['a'])
    await g.endNext()
    await g.endNext()
    await g.endNext()
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c'])
    expect(g.order).toEqual(['a', 'b', 'c'])
    expect(g.most()).toBe(1)
  })

  it('refuses at once as busy when the waiting places are taken', async () => {
    const queue = new HashQueue({
      running: 1,
      waiting: 2,
      perCredential: 5,
      maxWaitMs: Number.POSITIVE_INFINITY,
    })
    const g = gate()
    const taken = ['a', 'b', 'c'].map((name) => queue.run(null, g.work(name)))
    await refusedBusy(queue.run(null, g.work('d')))
    for (let i = 0; i < 3; i++) await g.endNext()
    await Promise.all(taken)
    // Room again once they are done.
    const later = queue.run(null, g.work('e'))
    await g.endNext()
    expect(await later).toBe('e')
  })

  it('refuses a third hash of one credential while two are in, whatever else is free', async () => {
    const queue = new HashQueue({
      running: 3,
      waiting: 10,
      perCredential: 2,
      maxWaitMs: Number.POSITIVE_INFINITY,
    })
    const g = gate()
    const mine = [queue.run('alice', g.work('a1')), queue.run('alice', g.work('a2'))]
    await refusedBusy(queue.run('alice', g.work('a3')))
    const other = queue.run('bob', g.work('b1'))
    await g.endNext()
    await g.endNext()
    await g.endNext()
    await Promise.all([...mine, other])
    const again = queue.run('alice', g.work('a4'))
    await g.endNext()
    expect(await again).toBe('a4')
  })

  it('never runs more than its slots', async () => {
    const queue = new HashQueue({
      running: 2,
      waiting: 100,
      perCredential: 100,
      maxWaitMs: Number.POSITIVE_INFINITY,
    })
    const g = gate()
    const runs: Promise<string>[] = []
    for (let i = 0; i < 20; i++) {
      runs.push(queue.run(null, g.work(`h${i}`)))
      if (i % 3 === 0) await g.endNext()
    }
    for (let i = 0; i < 20; i++) await g.endNext()
    await Promise.all(runs)
    expect(g.most()).toBe(2)
  })

  it('refuses a hash that would wait longer than its budget, at what hashes cost now', async () => {
    // Before any is timed a hash is taken to cost 400 ms: with one slot, the second waits about
    // 400 ms, the third 800 ms, the fourth 1.2 s — past a budget of 1 s.
    const queue = new HashQueue({ running: 1, waiting: 100, perCredential: 100, maxWaitMs: 1_000 })
    const g = gate()
    const taken = ['a', 'b', 'c'].map((name) => queue.run(null, g.work(name)))
    await refusedBusy(queue.run(null, g.work('d')))
    for (let i = 0; i < 3; i++) await g.endNext()
    await Promise.all(taken)
  })

  it('a failed hash gives its places back', async () => {
    const queue = new HashQueue({
      running: 1,
      waiting: 0,
      perCredential: 1,
      maxWaitMs: Number.POSITIVE_INFINITY,
    })
    await expect(queue.run('alice', () => Promise.reject(new Error('scrypt')))).rejects.toThrow()
    expect(await queue.run('alice', async () => 'ok')).toBe('ok')
  })
})

// decision 0065 on a server at the production cost: 50 withdrawals of one investor at once each
// check the fund password; two may be in the queue for it, the rest are told "busy" at once.
describe('a server whose hashes queue', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ productionHashing: true })
  }, 120_000)
  afterAll(async () => {
    setHashQueueLimits(TEST_HASH_QUEUE_LIMITS)
    await server?.close()
  })

  it('answers the withdrawals beyond the queue "busy" at once, and takes the rest', async () => {
    const who = await server.investor('600990001')
    const methodId = await makeWithdrawalReady(server, who)
    await server.fund(who.account, 'EUR', '10000')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.send(
          withdrawCall,
          { type: 'Spain', amount: '100', fundPassword: '135790', methodId },
          who,
        ),
      ),
    )
    expect(answers.every((a) => a.http === 200)).toBe(true)
    const taken = answers.filter((a) => a.status === 1).length
    const busy = answers.filter((a) => a.code === 'common.busy').length
    expect(taken + busy).toBe(50)
    expect(busy).toBeGreaterThanOrEqual(50 - defaultHashQueueLimits().perCredential)
    expect(answers.find((a) => a.code === 'common.busy')?.msg).toBe(
      'System busy, please try again later.',
    )
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.frozen).toBe(BigInt(taken) * 10_000n)
  }, 120_000)
})
