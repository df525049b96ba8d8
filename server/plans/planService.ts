import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { localDay } from '../../machines/calendar/sessions.ts'
import { decimalToMinor } from '../../machines/money.ts'
import {
  type PlanForm,
  type PlanTerms,
  planFormInput,
  planOneOffInput,
} from '../../machines/plans/calls.ts'
import { type PlanState, planHasTag, planMachine } from '../../machines/plans/plan.ts'
import { PLAN_SELL_PERCENT_MAX, PLAN_SELL_PERCENT_MIN } from '../../machines/plans/planRules.ts'
import type { PlanRunKind } from '../../machines/plans/run.ts'
import { firstRunDay } from '../../machines/plans/schedule.ts'
import type { SessionUser } from '../auth/sessions.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { planRuns, planSlices, plans, users } from '../db/schema.ts'
import { stepEntity } from '../money/entity.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { readPlanConfig } from './planConfig.ts'
import { planInstrument } from './planInstruments.ts'
import { executeRun, type PlanDeps } from './planRunner.ts'
import { planSummaries } from './planView.ts'

type PlanRow = typeof plans.$inferSelect
type Db = PlanDeps['db'] | Tx

/** plans/terms: the minimum contribution, the account's restriction, the instruments asked for. */
export async function planTerms(
  deps: PlanDeps,
  user: SessionUser,
  codes: readonly string[],
): Promise<PlanTerms> {
  const { minContribution } = await readPlanConfig(deps.db)
  const at = deps.clock.now().getTime()
  const calendar =
    codes.map((code) => deps.market.provider.instrument(code)?.calendar).find(Boolean) ?? 'spain'
  return {
    minContribution,
    noTrade: user.noTrade,
    instruments: [...new Set(codes)].map((code) => planInstrument(deps, code, at)),
    today: todayIn(deps, calendar),
  }
}

/** The plan's market and currency, from its first instrument (the gate made them one). */
function marketOf(deps: PlanDeps, code: string) {
  const instrument = deps.market.provider.instrument(code)
  if (!instrument?.currency) throw new ApiRefusal('plans.mixedCurrencies')
  return { market: instrument.market, currency: instrument.currency, calendar: instrument.calendar }
}

/** Today in the plan's market (its run days are its market's days). */
const todayIn = (deps: PlanDeps, calendar: keyof typeof CALENDAR_HOURS) =>
  localDay(CALENDAR_HOURS[calendar].timeZone, deps.clock.now().getTime())

/** The form's weights in tenths of a percent (the gate passed them: a number, one decimal). */
const tenths = (weight: string) => Math.round(Number(weight.trim()) * 10)

/** Checks a plan form as the screen does (planFormInput), refusing with its first blocker. */
async function checkedForm(deps: PlanDeps, user: SessionUser, form: PlanForm) {
  const terms = await planTerms(
    deps,
    user,
    form.slices.map((s) => s.code),
  )
  enforce(planFormInput(form, terms))
  const first = form.slices[0]!
  return { ...marketOf(deps, first.code), amountMinor: decimalToMinor(form.amount)! }
}

async function earlierPlan(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select({ id: plans.id, nextRunDay: plans.nextRunDay })
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.requestId, requestId)))
  return row ? { id: row.id, nextRunDay: row.nextRunDay ?? '' } : null
}

/** plans/create: a plan as the form gate allows it, active, its first run on its next run day. */
export async function createPlan(
  deps: PlanDeps,
  user: SessionUser,
  form: PlanForm & { requestId?: string | undefined },
) {
  const earlier = (requestId: string) => earlierPlan(deps.db, user.id, requestId)
  return collisionAnswered(form.requestId, earlier, async () => {
    if (form.requestId) {
      const answered = await earlier(form.requestId)
      if (answered) return answered
    }
    const checked = await checkedForm(deps, user, form)
    const nextRunDay = firstRunDay(form.schedule, form.runDay, todayIn(deps, checked.calendar))
    return deps.db.transaction(async (tx) => {
      const [plan] = await tx
        .insert(plans)
        .values({
          userId: user.id,
          requestId: form.requestId ?? null,
          name: form.name.trim(),
          market: checked.market,
          currency: checked.currency,
          amountMinor: checked.amountMinor,
          schedule: form.schedule,
          runDay: form.runDay,
          dividendPolicy: form.dividendPolicy,
          state: planMachine.config.initial as PlanState,
          nextRunDay,
          createdAt: deps.clock.now(),
        })
        .returning({ id: plans.id })
      await tx.insert(planSlices).values(
        form.slices.map((s, position) => ({
          planId: plan!.id,
          code: s.code,
          position,
          weightTenths: tenths(s.weight),
        })),
      )
      return { id: plan!.id, nextRunDay }
    })
  })
}

async function usersPlan(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.userId, userId)))
  if (!row) throw new ApiRefusal('plans.missing')
  return row
}

/**
 * plans/edit: new instruments, weights, amount, schedule or dividend choice. An instrument taken
 * out that still holds units stays at weight 0 until a rebalance or a sale sells them (decision
 * 0073); a changed schedule starts again from its next run day.
 */
export async function editPlan(deps: PlanDeps, user: SessionUser, form: PlanForm & { id: number }) {
  const peek = await usersPlan(deps.db, user.id, form.id)
  const checked = await checkedForm(deps, user, form)
  if (checked.currency !== peek.currency) throw new ApiRefusal('plans.mixedCurrencies')
  return moneyTransaction(deps.db, async (tx) => {
    const [plan] = await lockRows(tx, plans, eq(plans.id, peek.id))
    stepEntity(planMachine, plan!, { type: 'plan.edit' }, 'plans.closed')
    const rescheduled = plan!.schedule !== form.schedule || plan!.runDay !== form.runDay
    const nextRunDay =
      rescheduled && plan!.nextRunDay !== null
        ? firstRunDay(form.schedule, form.runDay, todayIn(deps, checked.calendar))
        : plan!.nextRunDay
    await tx
      .update(plans)
      .set({
        name: form.name.trim(),
        amountMinor: checked.amountMinor,
        schedule: form.schedule,
        runDay: form.runDay,
        dividendPolicy: form.dividendPolicy,
        nextRunDay,
      })
      .where(eq(plans.id, plan!.id))
    await replaceSlices(tx, plan!.id, form.slices)
    return { id: plan!.id, nextRunDay: nextRunDay ?? '' }
  })
}

async function replaceSlices(tx: Tx, planId: number, wanted: PlanForm['slices']) {
  const current = await lockRows(tx, planSlices, eq(planSlices.planId, planId))
  const byCode = new Map(current.map((s) => [s.code, s]))
  const codes = new Set(wanted.map((s) => s.code))
  let position = 0
  for (const s of wanted) {
    const row = byCode.get(s.code)
    const values = { position: position++, weightTenths: tenths(s.weight) }
    if (row) await tx.update(planSlices).set(values).where(eq(planSlices.id, row.id))
    else await tx.insert(planSlices).values({ planId, code: s.code, ...values })
  }
  for (const row of current) {
    if (codes.has(row.code)) continue
    if (row.quantityMicro === 0n && row.costMinor === 0n)
      await tx.delete(planSlices).where(eq(planSlices.id, row.id))
    else
      await tx
        .update(planSlices)
        .set({ weightTenths: 0, position: position++ })
        .where(eq(planSlices.id, row.id))
  }
}

/** plans/pause: the schedule stops; a paused plan stays as it is. */
export async function pausePlan(deps: PlanDeps, user: SessionUser, id: number) {
  return moneyTransaction(deps.db, async (tx) => {
    const [plan] = await lockRows(tx, plans, and(eq(plans.id, id), eq(plans.userId, user.id)))
    if (!plan) throw new ApiRefusal('plans.missing')
    const state = stepEntity(planMachine, plan, { type: 'plan.pause' }, 'plans.closed')
    await tx.update(plans).set({ state }).where(eq(plans.id, id))
    return { state }
  })
}

/** plans/resume: the schedule starts again from its next run day after today. */
export async function resumePlan(deps: PlanDeps, user: SessionUser, id: number) {
  const peek = await usersPlan(deps.db, user.id, id)
  const [first] = await deps.db
    .select({ code: planSlices.code })
    .from(planSlices)
    .where(eq(planSlices.planId, id))
    .orderBy(asc(planSlices.position))
    .limit(1)
  const calendar = marketOf(deps, first?.code ?? '').calendar
  return moneyTransaction(deps.db, async (tx) => {
    const [plan] = await lockRows(tx, plans, eq(plans.id, peek.id))
    const state = stepEntity(planMachine, plan!, { type: 'plan.resume' }, 'plans.closed')
    // Resumed while active: it keeps the day it was going to run on.
    if (plan!.state === 'active') return { state, nextRunDay: plan!.nextRunDay ?? '' }
    const nextRunDay = firstRunDay(plan!.schedule, plan!.runDay, todayIn(deps, calendar))
    await tx.update(plans).set({ state, nextRunDay }).where(eq(plans.id, id))
    return { state, nextRunDay }
  })
}

async function earlierRun(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(planRuns)
    .where(and(eq(planRuns.userId, userId), eq(planRuns.requestId, requestId)))
  return row ?? null
}

const runAnswer = (run: typeof planRuns.$inferSelect) => ({
  runId: run.id,
  state: run.state,
  reason:
    run.state === 'skipped'
      ? run.reason === 'balanceShort'
        ? 'plans.balanceShort'
        : 'plans.notActive'
      : run.state === 'scheduled'
        ? 'plans.marketClosed'
        : null,
})

/**
 * A run the investor asks for (a one-off, a rebalance, a sale, the closing sale), once per
 * `requestId`: written scheduled with the plan locked — refused while another run of the plan still
 * waits (decision 0073: one run at a time) — then run at once; at a closed market it waits.
 */
async function requestRun(
  deps: PlanDeps,
  user: SessionUser,
  id: number,
  ask: {
    kind: Exclude<PlanRunKind, 'scheduled'>
    event: 'plan.contribute' | 'plan.rebalance' | 'plan.sell' | 'plan.close'
    amountMinor?: bigint
    percent?: number
    requestId?: string | undefined
  },
) {
  type Made = { answered: ReturnType<typeof runAnswer> | null; runId: number | null }
  const earlier = async (requestId: string): Promise<Made | null> => {
    const run = await earlierRun(deps.db, user.id, requestId)
    return run ? { answered: runAnswer(run), runId: null } : null
  }
  const made = await collisionAnswered(ask.requestId, earlier, async (): Promise<Made> => {
    if (ask.requestId) {
      const answered = await earlierRun(deps.db, user.id, ask.requestId)
      if (answered) return { answered: runAnswer(answered), runId: null }
    }
    await usersPlan(deps.db, user.id, id)
    return moneyTransaction(deps.db, async (tx) => {
      const [plan] = await lockRows(tx, plans, eq(plans.id, id))
      const state = stepEntity(planMachine, plan!, { type: ask.event }, 'plans.closed')
      const [waiting] = await tx
        .select({ n: count() })
        .from(planRuns)
        .where(and(eq(planRuns.planId, id), eq(planRuns.state, 'scheduled')))
      if ((waiting?.n ?? 0) > 0) throw new ApiRefusal('plans.runPending')
      if (state !== plan!.state) await tx.update(plans).set({ state }).where(eq(plans.id, id))
      const at = deps.clock.now()
      const [run] = await tx
        .insert(planRuns)
        .values({
          runNo: newOrderNo('P', at),
          planId: id,
          userId: user.id,
          requestId: ask.requestId ?? null,
          kind: ask.kind,
          state: 'scheduled',
          day: at.toISOString().slice(0, 10),
          amountMinor: ask.amountMinor ?? 0n,
          percent: ask.percent ?? null,
          createdAt: at,
        })
        .returning()
      return { answered: null, runId: run!.id }
    })
  })
  if (made.answered) return made.answered
  return runAnswer(await executeRun(deps, made.runId!))
}

/** plans/contribute: a one-off amount, at least the minimum contribution. */
export async function contributeToPlan(
  deps: PlanDeps,
  user: SessionUser,
  body: { id: number; amount: string; requestId?: string | undefined },
) {
  await usersPlan(deps.db, user.id, body.id)
  enforce(planOneOffInput(body, await planTerms(deps, user, [])))
  return requestRun(deps, user, body.id, {
    kind: 'oneOff',
    event: 'plan.contribute',
    amountMinor: decimalToMinor(body.amount)!,
    requestId: body.requestId,
  })
}

export const rebalancePlan = (
  deps: PlanDeps,
  user: SessionUser,
  body: { id: number; requestId?: string | undefined },
) =>
  requestRun(deps, user, body.id, {
    kind: 'rebalance',
    event: 'plan.rebalance',
    requestId: body.requestId,
  })

/** plans/sell: 1 to 100 % of every holding (decision 0073). */
export async function sellPlan(
  deps: PlanDeps,
  user: SessionUser,
  body: { id: number; percent: number; requestId?: string | undefined },
) {
  if (body.percent < PLAN_SELL_PERCENT_MIN || body.percent > PLAN_SELL_PERCENT_MAX)
    throw new ApiRefusal('plans.sellPercentInvalid')
  await usersPlan(deps.db, user.id, body.id)
  const slices = await deps.db
    .select({ quantity: planSlices.quantityMicro })
    .from(planSlices)
    .where(eq(planSlices.planId, body.id))
  if (!slices.some((s) => s.quantity > 0n)) throw new ApiRefusal('plans.nothingToSell')
  return requestRun(deps, user, body.id, {
    kind: 'sell',
    event: 'plan.sell',
    percent: body.percent,
    requestId: body.requestId,
  })
}

/** plans/close: the plan sells everything and returns its cash; closed once that has filled. */
export async function closePlan(
  deps: PlanDeps,
  user: SessionUser,
  body: { id: number; requestId?: string | undefined },
) {
  const run = await requestRun(deps, user, body.id, {
    kind: 'close',
    event: 'plan.close',
    percent: 100,
    requestId: body.requestId,
  })
  const plan = await usersPlan(deps.db, user.id, body.id)
  return { state: plan.state, runId: run.runId }
}

/** plans/list: the investor's plans, open ones first, newest first within. */
export async function listPlans(deps: PlanDeps, user: SessionUser) {
  const rows = await deps.db
    .select()
    .from(plans)
    .where(eq(plans.userId, user.id))
    .orderBy(desc(plans.createdAt), desc(plans.id))
  const summaries = await planSummaries(deps, rows)
  const open = (p: PlanRow) => planHasTag(p.state, 'open')
  return {
    list: [...rows.filter(open), ...rows.filter((p) => !open(p))].map((p) => summaries.get(p.id)!),
  }
}

/** plans/overview (console): every plan, newest first, with its owner and its last run. */
export async function adminPlans(
  deps: PlanDeps,
  query: { state?: PlanState | undefined; page: number; size: number },
) {
  const where = query.state ? eq(plans.state, query.state) : undefined
  const rows = await deps.db
    .select({ plan: plans, account: users.account })
    .from(plans)
    .innerJoin(users, eq(users.id, plans.userId))
    .where(where)
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(plans).where(where)
  const summaries = await planSummaries(
    deps,
    rows.map((r) => r.plan),
  )
  const ids = rows.map((r) => r.plan.id)
  const runs =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(planRuns)
          .where(and(inArray(planRuns.planId, ids), ne(planRuns.kind, 'rebalance')))
          .orderBy(desc(planRuns.id))
  const last = new Map<number, (typeof runs)[number]>()
  for (const run of runs) if (!last.has(run.planId)) last.set(run.planId, run)
  return {
    list: rows.map(({ plan, account }) => ({
      ...summaries.get(plan.id)!,
      account,
      lastRunState: last.get(plan.id)?.state ?? null,
      lastRunDay: last.get(plan.id)?.day ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}
