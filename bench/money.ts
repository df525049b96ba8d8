import { performance } from 'node:perf_hooks'
import { reviewDecideCall } from '../machines/backOffice/calls.ts'
import { exchangeCall, withdrawCall } from '../machines/funds/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../server/app.ts'
import { withdrawals } from '../server/db/schema.ts'
import { startTestServer } from '../tests/support/testServer.ts'
import { makeWithdrawalReady } from '../tests/support/withdrawalReady.ts'
import { p99 } from './stats.ts'

type Record = (what: string, value: string) => void

const N = 40
const many = { limit: 1e9, windowMs: 1 }

async function timed(samples: number[], fn: () => Promise<{ status: number; code?: string }>) {
  const t0 = performance.now()
  const answer = await fn()
  if (answer.status !== 1) throw new Error(`refused: ${answer.code}`)
  samples.push(performance.now() - t0)
}

const summary = (samples: number[]) => {
  const total = samples.reduce((a, b) => a + b, 0)
  return `${(samples.length / (total / 1000)).toFixed(0)}/s, p99 ${p99(samples).toFixed(1)} ms (n=${samples.length})`
}

/**
 * The money calls through the HTTP API in process (PGlite): a withdrawal (gate facts, the fund
 * password's scrypt verify, balance lock, row and freeze), a reviewer's approve and pay (row lock,
 * machine step, ledger row, audit row), and an exchange (two balance locks, two ledger rows).
 */
export async function moneyBench(record: Record) {
  const server = await startTestServer({
    clockStart: new Date('2026-11-23T09:00:00Z'), // Monday, 10:00 in Madrid
    limits: { ...DEFAULT_RATE_LIMITS, loginPerAccount: many, loginPerAddress: many },
  })
  try {
    const who = await server.investor('600223344')
    const admin = await server.admin()
    const methodId = await makeWithdrawalReady(server, who)
    await server.fund(who.account, 'EUR', '1000000.00')
    const withdraw: number[] = []
    for (let i = 0; i < N; i++)
      await timed(withdraw, () =>
        server.send(withdrawCall, { amount: '100', fundPassword: '135790', methodId }, who),
      )
    const rows = await server.db.select({ id: withdrawals.id }).from(withdrawals)
    const review: number[] = []
    for (const { id } of rows) {
      for (const decision of ['approve', 'pay'] as const)
        await timed(review, () =>
          server.send(reviewDecideCall, { kind: 'withdrawal', id, decision }, admin),
        )
    }
    const exchange: number[] = []
    for (let i = 0; i < N; i++)
      await timed(exchange, () =>
        server.send(exchangeCall, { from: 'EUR', to: 'USD', amount: '10.00' }, who),
      )
    record('funds/withdraw (incl. scrypt verify)', summary(withdraw))
    record('reviews/decide withdrawal (approve, pay)', summary(review))
    record('funds/exchange EUR→USD', summary(exchange))
  } finally {
    await server.close()
  }
}
