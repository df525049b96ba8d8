import { performance } from 'node:perf_hooks'
import { ipoAnnounceCall, ipoDrawCall, ipoSaveCall } from '../machines/backOffice/calls.ts'
import { loanActivateCall, loanRatingCall } from '../machines/credit/calls.ts'
import { ipoSubscribeCall } from '../machines/ipo/calls.ts'
import { drawWinners } from '../machines/ipo/lottery.ts'
import { DEFAULT_RATE_LIMITS } from '../server/app.ts'
import { users } from '../server/db/schema.ts'
import { productForm } from '../tests/support/ipoProducts.ts'
import { startTestServer } from '../tests/support/testServer.ts'
import { p99 } from './stats.ts'

type Record = (what: string, value: string) => void

const many = { limit: 1e9, windowMs: 1 }
const MINUTE = 60_000

const summary = (samples: number[]) => {
  const total = samples.reduce((a, b) => a + b, 0)
  return `${(samples.length / (total / 1000)).toFixed(0)}/s, p99 ${p99(samples).toFixed(1)} ms (n=${samples.length})`
}

async function timed(samples: number[], fn: () => Promise<{ status: number; code?: string }>) {
  const t0 = performance.now()
  const answer = await fn()
  if (answer.status !== 1) throw new Error(`refused: ${answer.code}`)
  samples.push(performance.now() - t0)
}

/**
 * New shares and credit: the lottery alone over 100,000 tickets; through the API in process
 * (PGlite) a subscription (balance lock, gate, row, freeze), a draw and an announcement over
 * N subscriptions, a loan request and a repayment.
 */
export async function ipoCreditBench(record: Record) {
  const entries = Array.from({ length: 100_000 }, (_, i) => ({ subscriptionNo: `S${i}` }))
  const t0 = performance.now()
  drawWinners('bench-seed', entries, '2.5')
  record('lottery: 100,000 tickets at 2.5 %', `${(performance.now() - t0).toFixed(0)} ms`)

  const server = await startTestServer({
    clockStart: new Date('2026-11-23T09:00:00Z'),
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  try {
    const admin = await server.admin()
    const saved = await server.send(
      ipoSaveCall,
      productForm(server.clock.now().getTime(), {
        code: 'BNCH',
        name: 'Bench Co',
        issueShares: 100_000_000,
        winningRate: '30',
      }),
      admin,
    )
    const id = saved.data!.id
    const subscribe: number[] = []
    const people = []
    for (let i = 0; i < 60; i++) {
      const who = await server.investor(`60077${String(i).padStart(4, '0')}`)
      await server.fund(who.account, 'EUR', '20000.00')
      await timed(subscribe, () => server.send(ipoSubscribeCall, { id, quantity: '10000' }, who))
      people.push(who)
    }
    record('ipo/subscribe in process', summary(subscribe))
    server.clock.advance(2 * MINUTE)
    const d0 = performance.now()
    await server.send(ipoDrawCall, { id }, admin)
    record('ipo/draw over 60 subscriptions', `${(performance.now() - d0).toFixed(0)} ms`)
    const a0 = performance.now()
    await server.send(ipoAnnounceCall, { id }, admin)
    record(
      'ipo/announce over 60 (30 % won, the rest refunded)',
      `${(performance.now() - a0).toFixed(0)} ms`,
    )

    const who = people[0]!
    await server.db.update(users).set({ kycStatus: 'passed' })
    await server.send(loanActivateCall, {}, who)
    const rating: number[] = []
    for (let i = 0; i < 40; i++) await timed(rating, () => server.send(loanRatingCall, {}, who))
    record('loan/rating in process (interest brought up)', summary(rating))
  } finally {
    await server.close()
  }
}
