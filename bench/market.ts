import { performance } from 'node:perf_hooks'
import { marketKlineCall, marketListCall } from '../machines/marketView/calls.ts'
import { registerCall } from '../machines/session/calls.ts'
import { manualClock } from '../server/clock.ts'
import { SEED_INSTRUMENTS } from '../server/market/instruments/index.ts'
import { SimulatedProvider } from '../server/market/simulator/simulatedProvider.ts'
import { TickHub } from '../server/market/tickHub.ts'
import { registration, startTestServer } from '../tests/support/testServer.ts'

type Record = (what: string, value: string) => void

/**
 * The simulated exchange: first (cold) and later (warm) cost of a board and of a 10,000-bar
 * chart, and how many ticks per second the hub fans out to 200 subscribed screens.
 */
export async function marketBench(record: Record) {
  const server = await startTestServer()
  try {
    const { token } = await server.sendOk(registerCall, registration('600000009'))
    const headers = { token, account: '600000009' }
    const list = () =>
      server.send(marketListCall, { type: 'usd', board: 'listed', size: 500 }, headers)
    let start = performance.now()
    await list()
    record('market/list usd listed, 50 rows, cold', `${(performance.now() - start).toFixed(0)} ms`)
    start = performance.now()
    for (let i = 0; i < 20; i++) await list()
    record(
      'market/list usd listed, 50 rows, warm',
      `${((performance.now() - start) / 20).toFixed(1)} ms`,
    )

    // Crypto trades all day: seven sessions of one-minute bars are about 10,000 bars.
    const kline = () =>
      server.send(marketKlineCall, { code: 'BTC/USD', period: '1m', adjust: 'none' }, headers)
    start = performance.now()
    // The answer is columns (machines/marketView/barColumns.ts): one time per bar.
    const bars = (await kline()).data!.time.length
    record(
      `market/kline BTC/USD 1m (${bars} bars), cold`,
      `${(performance.now() - start).toFixed(0)} ms`,
    )
    start = performance.now()
    for (let i = 0; i < 10; i++) await kline()
    record(
      `market/kline BTC/USD 1m (${bars} bars), warm`,
      `${((performance.now() - start) / 10).toFixed(1)} ms`,
    )
    start = performance.now()
    await server.send(marketKlineCall, { code: 'AAPL', period: 'day', adjust: 'forward' }, headers)
    record(
      'market/kline AAPL day since 2018, forward, cold',
      `${(performance.now() - start).toFixed(0)} ms`,
    )
  } finally {
    await server.close()
  }

  const clock = manualClock(new Date('2026-11-20T15:00:00Z'))
  const provider = new SimulatedProvider(SEED_INSTRUMENTS, clock.now().getTime())
  const hub = new TickHub(provider, clock, 3_600_000)
  const codes = SEED_INSTRUMENTS.map((i) => i.code)
  let delivered = 0
  for (let s = 0; s < 200; s++) {
    // Each screen watches 30 instruments, as a phone list does.
    const mine = Array.from({ length: 30 }, (_, k) => codes[(s * 7 + k) % codes.length]!)
    hub.subscribe(mine, (ticks) => {
      delivered += ticks.length
      JSON.stringify(ticks) // the SSE write serialises each batch
    })
  }
  delivered = 0
  const rounds = 30
  const started = performance.now()
  for (let r = 0; r < rounds; r++) {
    clock.advance(1_000)
    hub.tick()
  }
  const seconds = (performance.now() - started) / 1000
  hub.stop()
  record(
    'tick hub: 200 screens × 30 codes, one round per second',
    `${(delivered / rounds).toFixed(0)} ticks per round, ${((seconds / rounds) * 1000).toFixed(1)} ms per round (${(delivered / seconds).toFixed(0)} ticks/s capacity)`,
  )
}
