import { performance } from 'node:perf_hooks'
import type { AnyCall, RequestOf } from '../machines/contract/call.ts'
import { withdrawCall } from '../machines/funds/calls.ts'
import { marketListCall } from '../machines/marketView/calls.ts'
import { loginCall } from '../machines/session/calls.ts'
import { TEST_HASH_QUEUE_LIMITS } from '../server/auth/hashQueue.ts'
import { setHashQueueLimits } from '../server/auth/password.ts'
import type { Who } from '../tests/support/typedClient.ts'
import { makeWithdrawalReady } from '../tests/support/withdrawalReady.ts'
import { appOverHttp } from './load/appOverHttp.ts'
import { p99 } from './stats.ts'

type Record = (what: string, value: string) => void

const many = { limit: 1e9, windowMs: 60_000 }
const WITHDRAWALS = 50
const LOGINS = 200
const LOGIN_ACCOUNTS = 20
const IDLE_READS = 200

/**
 * Issue 48: password hashing must not starve the server. Over real HTTP, at the production cost
 * (scrypt N = 2^17): the p99 of an unrelated read (`market/list`) while 50 withdrawals of one
 * investor (each checks the fund password) and 200 logins arrive at once, against its idle p99
 * — with the hash queue (decision 0065) and, for comparison, with it opened wide.
 */
export async function hashingBench(record: Record) {
  const run = await appOverHttp({
    // A Monday, 10:00 in Madrid: withdrawals are open.
    clockStart: new Date('2026-11-23T09:00:00Z'),
    productionHashing: true,
    limits: { loginPerAccount: many, loginPerAddress: many, registerPerAddress: many },
  })
  try {
    const who = await run.server.investor('600950001')
    const methodId = await makeWithdrawalReady(run.server, who)
    await run.server.fund(who.account, 'EUR', '1000000.00')
    const accounts: string[] = []
    for (let i = 0; i < LOGIN_ACCOUNTS; i++) {
      const account = `6009600${String(i).padStart(2, '0')}`
      await run.server.investor(account)
      accounts.push(account)
    }
    const post = async <C extends AnyCall>(call: C, body: RequestOf<C>, headers: Who = {}) => {
      const start = performance.now()
      const answer = await run.send(call, body, headers)
      return { ...answer, ms: performance.now() - start }
    }
    const read = async () => {
      const start = performance.now()
      await post(marketListCall, { type: 'Spain', board: 'listed', page: 1, size: 20 }, who)
      return performance.now() - start
    }
    for (let i = 0; i < 50; i++) await read()
    const idle: number[] = []
    for (let i = 0; i < IDLE_READS; i++) idle.push(await read())
    const burst = async () => {
      const start = performance.now()
      const withdrawals = Array.from({ length: WITHDRAWALS }, () =>
        post(withdrawCall, { type: 'Spain', amount: '100', fundPassword: '135790', methodId }, who),
      )
      const logins = Array.from({ length: LOGINS }, (_, i) =>
        post(loginCall, { account: accounts[i % LOGIN_ACCOUNTS]!, password: 'correct horse' }),
      )
      const all = Promise.all([...withdrawals, ...logins])
      let done = false
      void all.finally(() => {
        done = true
      })
      const during: number[] = []
      while (!done) during.push(await read())
      const answers = await all
      const outcome = (list: { status: number; code?: string; ms: number }[]) => {
        const ok = list.filter((a) => a.status === 1).length
        const busy = list.filter((a) => a.code === 'common.busy').length
        const slowest = Math.max(...list.map((a) => a.ms)) / 1000
        return `${ok} done, ${busy} busy, ${list.length - ok - busy} other, slowest answer ${slowest.toFixed(1)} s`
      }
      return {
        during,
        seconds: (performance.now() - start) / 1000,
        withdrawals: outcome(answers.slice(0, WITHDRAWALS)),
        logins: outcome(answers.slice(WITHDRAWALS)),
      }
    }
    const idleP99 = p99(idle)
    record('market/list p99 idle (HTTP, PGlite)', `${idleP99.toFixed(1)} ms (n=${idle.length})`)
    for (const [name, limits] of [
      ['hash queue (decision 0065)', null],
      ['no queue (before issue 48)', { ...TEST_HASH_QUEUE_LIMITS, running: 1_000 }],
    ] as const) {
      setHashQueueLimits(limits)
      const result = await burst()
      const underLoad = p99(result.during)
      record(
        `market/list p99 under ${WITHDRAWALS} withdrawals + ${LOGINS} logins, ${name}`,
        `${underLoad.toFixed(1)} ms = ${(underLoad / idleP99).toFixed(1)}× idle (n=${result.during.length}); burst ${result.seconds.toFixed(1)} s; withdrawals ${result.withdrawals}; logins ${result.logins}`,
      )
    }
  } finally {
    setHashQueueLimits(null)
    await run.close()
  }
}
