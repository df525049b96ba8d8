import { and, eq, lt, lte, ne, sql } from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { productMinor } from '../../machines/order/pricing.ts'
import { quantityText } from '../../machines/plans/fills.ts'
import { DIVIDEND_PAY_DELAY_DAYS } from '../../machines/rules.ts'
import { planDividends, planFills, planSlices, plans } from '../db/schema.ts'
import { log } from '../log.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { tradeRulesFor } from '../trading/tradeConfig.ts'
import type { PlanDeps } from './planRunner.ts'

/** How far back an ex-date is looked at (a server that was down catches up), as positions do. */
const LOOK_BACK_DAYS = 30
const CASH_DECIMALS = 4

/**
 * The units of one instrument a plan held when a session opened: what its fills before that
 * instant bought, less what they sold.
 */
async function unitsBefore(deps: PlanDeps, planId: number, code: string, instant: Date) {
  const [row] = await deps.db
    .select({
      units: sql<string>`coalesce(sum(case when ${planFills.side} = 'buy' then ${planFills.quantityMicro} else -${planFills.quantityMicro} end), 0)`,
    })
    .from(planFills)
    .where(
      and(eq(planFills.planId, planId), eq(planFills.code, code), lt(planFills.createdAt, instant)),
    )
  return BigInt(row?.units ?? '0')
}

/**
 * Plans entitled to a dividend or distribution (issue 52): each plan holding units of a paying
 * instrument when its ex-date's session opened, on each ex-date of the last LOOK_BACK_DAYS.
 * Written once per plan, instrument and ex-date, however often and wherever the job runs.
 */
async function entitlePlans(deps: PlanDeps) {
  const at = deps.clock.now().getTime()
  const since = addDays(new Date(at).toISOString().slice(0, 10), -LOOK_BACK_DAYS)
  const holders = await deps.db
    .select({
      planId: plans.id,
      userId: plans.userId,
      currency: plans.currency,
      code: planSlices.code,
    })
    .from(planSlices)
    .innerJoin(plans, eq(plans.id, planSlices.planId))
    .where(ne(plans.state, 'closed'))
  let written = 0
  for (const holder of holders) {
    const instrument = deps.market.provider.instrument(holder.code)
    if (!instrument || instrument.dividendYield <= 0) continue
    const exDates = deps.market.provider
      .adjustmentEvents(holder.code, at)
      .filter((e) => e.cash > 0 && e.day >= since)
    for (const ex of exDates) {
      const units = await unitsBefore(deps, holder.planId, holder.code, new Date(ex.time * 1000))
      if (units <= 0n) continue
      const inserted = await deps.db
        .insert(planDividends)
        .values({
          reference: newOrderNo('P', new Date(at)),
          planId: holder.planId,
          userId: holder.userId,
          code: holder.code,
          currency: holder.currency,
          exDay: ex.day,
          payDay: addDays(ex.day, DIVIDEND_PAY_DELAY_DAYS),
          quantityMicro: units,
          cashPerShare: ex.cash.toFixed(CASH_DECIMALS),
          state: 'entitled',
          createdAt: new Date(at),
        })
        .onConflictDoNothing()
        .returning({ id: planDividends.id })
      written += inserted.length
    }
  }
  return written
}

/**
 * Pays what is due: the gross less the withholding tax of the instrument's market (the same rate
 * positions are paid at), into the plan's cash to be reinvested by its weights at its next run, or
 * to the balance — the plan's choice; a plan closed since pays to the balance. One transaction per
 * dividend: the owner's balance locked first, then the plan, then the dividend's row.
 */
async function payPlans(deps: PlanDeps) {
  const today = deps.clock.now().toISOString().slice(0, 10)
  const due = await deps.db
    .select()
    .from(planDividends)
    .where(and(eq(planDividends.state, 'entitled'), lte(planDividends.payDay, today)))
  // Read before any transaction: PGlite has one connection, which a transaction holds.
  const rates = new Map<string, string>()
  for (const code of new Set(due.map((row) => row.code))) {
    const instrument = deps.market.provider.instrument(code)
    if (instrument) rates.set(code, (await tradeRulesFor(deps.db, instrument)).dividendWithholding)
  }
  let paid = 0
  for (const row of due) {
    const rate = rates.get(row.code)
    if (rate === undefined) continue
    try {
      paid += await payOne(deps, row.id, rate)
    } catch (error) {
      log.warn({ err: error, id: row.id }, 'plan dividend not paid yet')
    }
  }
  return paid
}

async function payOne(deps: PlanDeps, id: number, rate: string) {
  const [peek] = await deps.db.select().from(planDividends).where(eq(planDividends.id, id))
  if (!peek) return 0
  return moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, peek.userId, peek.currency)
    const [plan] = await lockRows(tx, plans, eq(plans.id, peek.planId))
    const [row] = await lockRows(tx, planDividends, eq(planDividends.id, id))
    if (!plan || row?.state !== 'entitled') return 0
    const grossMinor = productMinor(row.cashPerShare, quantityText(row.quantityMicro))
    const taxMinor = productMinor(minorToDecimal(grossMinor), rate)
    const net = grossMinor - taxMinor
    const reinvest = plan.dividendPolicy === 'reinvest' && plan.state !== 'closed'
    const bucket = reinvest ? 'plan' : 'available'
    const at = deps.clock.now()
    await post(tx, { userId: row.userId, currency: row.currency, orderNo: row.reference, at }, [
      { bucket, kind: 'dividend', amountMinor: grossMinor },
      { bucket, kind: 'withholding', amountMinor: -taxMinor },
    ])
    if (reinvest)
      await tx
        .update(plans)
        .set({ cashMinor: plan.cashMinor + net })
        .where(eq(plans.id, plan.id))
    await tx
      .update(planDividends)
      .set({
        state: 'paid',
        paidTo: reinvest ? 'plan' : 'balance',
        grossMinor,
        taxMinor,
        paidAt: at,
      })
      .where(eq(planDividends.id, row.id))
    await notify(
      tx,
      {
        userId: row.userId,
        kind: 'plan.dividend',
        params: {
          ...moneyParams(net, row.currency),
          name: plan.name,
          code: row.code,
          reason: reinvest ? 'reinvest' : 'payout',
        },
        ref: String(plan.id),
      },
      at,
    )
    return 1
  })
}

/** The plans' dividends: entitle each recent ex-date's holders, then pay what is due. */
export async function runPlanDividends(deps: PlanDeps) {
  const entitled = await entitlePlans(deps)
  const paid = await payPlans(deps)
  return { entitled, paid }
}
