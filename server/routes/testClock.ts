import type { Hono } from 'hono'
import { type AdjustableClock, HOLDABLE_JOBS, type HoldableJob } from '../clock.ts'
import type { Deps } from '../core/deps.ts'
import { blockProducts } from '../db/schema.ts'
import { okBody, refusalBody } from '../http/envelope.ts'
import { PriceOverrides } from '../market/priceOverrides.ts'
import { blockProductRow } from '../trading/blockSeed.ts'

/**
 * `POST /api/test/clock {"advanceMs": n}` moves the server's clock forward (waking every job),
 * `POST /api/test/hold {"job": "matcher" | "lending", "held": bool}` holds a job still, and
 * `POST /api/test/price {"code", "price": number | null}` sets an instrument's price (or gives it
 * back to the exchange), `POST /api/test/blockProduct {"code", "minShares", "opensInMs", "openForMs"}` offers a block
 * trade (the console has no editor for them yet; the seed's are fixed to the first start): mounted
 * only when the server runs with TRADEFLOW_TEST_CLOCK=1 (the e2e server), so a browser test can
 * pass a lock or a window without waiting for it. Never mounted otherwise; the production server
 * has no such path.
 */
export function mountTestClock(
  app: Hono,
  clock: AdjustableClock,
  deps: Pick<Deps, 'db' | 'market'>,
) {
  app.post('/api/test/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { advanceMs?: unknown }
    const ms = Number(body.advanceMs)
    if (!Number.isInteger(ms) || ms < 0 || ms > 366 * 86_400_000)
      return c.json(refusalBody('common.invalid', { field: 'advanceMs' }))
    clock.advance(ms)
    return c.json(okBody({ now: clock.now().toISOString() }))
  })
  // A held job does nothing until let go (issue 22): a UI replay shows a pending limit order
  // pending, or shares offered to the pool in progress, then lets the next run decide them.
  app.post('/api/test/hold', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { job?: unknown; held?: unknown }
    const job = body.job as HoldableJob
    if (!HOLDABLE_JOBS.includes(job)) return c.json(refusalBody('common.invalid', { field: 'job' }))
    if (typeof body.held !== 'boolean')
      return c.json(refusalBody('common.invalid', { field: 'held' }))
    clock.hold(job, body.held)
    return c.json(okBody({ job, held: clock.held.has(job) }))
  })
  // A price of a browser test's own (issue 25): a margin call or a close-out on demand.
  app.post('/api/test/price', async (c) => {
    const raw: unknown = await c.req.json().catch(() => null)
    const { code, price } = (raw !== null && typeof raw === 'object' ? raw : {}) as {
      code?: unknown
      price?: unknown
    }
    const provider = deps.market.provider
    if (
      !(provider instanceof PriceOverrides) ||
      typeof code !== 'string' ||
      !provider.instrument(code)
    )
      return c.json(refusalBody('common.invalid', { field: 'code' }))
    // A price of at least one tick of the instrument, or null.
    const tick = 10 ** -(provider.instrument(code)?.decimals ?? 2)
    if (price !== null && !(typeof price === 'number' && Number.isFinite(price) && price >= tick))
      return c.json(refusalBody('common.invalid', { field: 'price' }))
    provider.set(code, price)
    return c.json(okBody({ code, price }))
  })
  // A block trade of a browser test's own (issue 22): open now, or opening later.
  app.post('/api/test/blockProduct', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const { code, minShares, opensInMs, openForMs } = body
    const whole = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min
    if (typeof code !== 'string' || !whole(minShares, 1) || !whole(opensInMs, -1e10))
      return c.json(refusalBody('common.invalid', { field: 'blockProduct' }))
    if (!whole(openForMs, 1)) return c.json(refusalBody('common.invalid', { field: 'openForMs' }))
    const now = clock.now().getTime()
    const opensAt = new Date(now + (opensInMs as number))
    const row = blockProductRow(deps.market.provider, now, {
      code,
      discountPercent: 3,
      minShares: minShares as number,
      opensAt,
      closesAt: new Date(opensAt.getTime() + (openForMs as number)),
    })
    if (!row) return c.json(refusalBody('common.invalid', { field: 'code' }))
    const [made] = await deps.db.insert(blockProducts).values(row).returning()
    return c.json(okBody({ id: made!.id }))
  })
}
