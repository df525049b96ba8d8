import { and, asc, eq, lte, or } from 'drizzle-orm'
import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { localDay, sessionStatus } from '../../machines/calendar/sessions.ts'
import { planHasTag } from '../../machines/plans/plan.ts'
import { followingRunDay } from '../../machines/plans/schedule.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { planRuns, plans } from '../db/schema.ts'
import { lockRows, moneyTransaction } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { runPlanDividends } from './planDividends.ts'
import { executeRun, type PlanDeps } from './planRunner.ts'

/** How often the job looks for runs that fell due and runs whose market opened. */
export const PLAN_JOB_MS = 60_000
/** A plan due on more days than this since the job last looked has its older days dropped. */
const MAX_CATCH_UP_RUNS = 10

/** The calendar a plan's market trades on (its currency's market, decision 0073). */
const calendarOf = (plan: { market: 'Spain' | 'usd' }) =>
  plan.market === 'Spain' ? ('spain' as const) : ('us' as const)

const todayOf = (deps: PlanDeps, plan: { market: 'Spain' | 'usd' }) =>
  localDay(CALENDAR_HOURS[calendarOf(plan)].timeZone, deps.clock.now().getTime())

/**
 * Writes a scheduled run for each active plan whose next run day has come (one per day due, the
 * plan row locked so two looks never write one twice: the unique day index stands behind it), and
 * moves its next run day past today.
 */
export async function scheduleDueRuns(deps: PlanDeps) {
  // The latest date anywhere on Earth (UTC+14): no plan's today is later, so none due is missed;
  // each plan's own market then says whether its day has come.
  const latestToday = localDay('Pacific/Kiritimati', deps.clock.now().getTime())
  const due = await deps.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.state, 'active'), lte(plans.nextRunDay, latestToday)))
  let written = 0
  for (const { id } of due) {
    written += await moneyTransaction(deps.db, async (tx) => {
      const [plan] = await lockRows(tx, plans, eq(plans.id, id))
      if (!plan || !planHasTag(plan.state, 'scheduled') || plan.nextRunDay === null) return 0
      const today = todayOf(deps, plan)
      const days: string[] = []
      let day = plan.nextRunDay
      while (day <= today) {
        days.push(day)
        day = followingRunDay(plan.schedule, plan.runDay, day)
      }
      if (days.length === 0) return 0
      const at = deps.clock.now()
      await tx
        .insert(planRuns)
        .values(
          days.slice(-MAX_CATCH_UP_RUNS).map((runDay) => ({
            runNo: newOrderNo('P', at),
            planId: plan.id,
            userId: plan.userId,
            kind: 'scheduled' as const,
            state: 'scheduled' as const,
            day: runDay,
            amountMinor: plan.amountMinor,
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
      await tx.update(plans).set({ nextRunDay: day }).where(eq(plans.id, plan.id))
      return days.length
    })
  }
  return written
}

/**
 * A closing plan whose sale could not sell everything (an instrument suspended) gets another
 * closing sale the next day its market is reached, none while one waits: it stays closing until
 * all is sold (decision 0073).
 */
async function retryClosings(deps: PlanDeps) {
  const closing = await deps.db.select().from(plans).where(eq(plans.state, 'closing'))
  for (const plan of closing) {
    const today = todayOf(deps, plan)
    const [pending] = await deps.db
      .select({ id: planRuns.id })
      .from(planRuns)
      .where(
        and(
          eq(planRuns.planId, plan.id),
          or(
            eq(planRuns.state, 'scheduled'),
            and(eq(planRuns.kind, 'close'), eq(planRuns.day, today)),
          ),
        ),
      )
      .limit(1)
    if (pending) continue
    const at = deps.clock.now()
    await deps.db.insert(planRuns).values({
      runNo: newOrderNo('P', at),
      planId: plan.id,
      userId: plan.userId,
      kind: 'close',
      state: 'scheduled',
      day: today,
      percent: 100,
      createdAt: at,
    })
  }
}

/**
 * Runs every waiting run whose market is open now, oldest first, each in its own transaction
 * (executeRun); a run whose market is closed is not even opened.
 */
export async function executeWaitingRuns(deps: PlanDeps) {
  const waiting = await deps.db
    .select({ id: planRuns.id, market: plans.market })
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(eq(planRuns.state, 'scheduled'))
    .orderBy(asc(planRuns.id))
  const at = deps.clock.now().getTime()
  let ran = 0
  for (const run of waiting) {
    if (sessionStatus(calendarOf(run), at) !== 'open') continue
    const done = await executeRun(deps, run.id)
    if (done.state !== 'scheduled') ran++
  }
  return ran
}

/**
 * One look: dividends entitled and paid (so a reinvested one is in the cash a run spends), runs
 * fallen due written, closings retried, waiting runs run where markets opened.
 */
export async function runPlans(deps: PlanDeps) {
  const dividends = await runPlanDividends(deps)
  const scheduled = await scheduleDueRuns(deps)
  await retryClosings(deps)
  const executed = await executeWaitingRuns(deps)
  return { scheduled, executed, dividends }
}

export function startPlanJob(
  deps: PlanDeps,
  intervalMs = PLAN_JOB_MS,
  hold?: { held: ReadonlySet<string> },
) {
  return startRepeatingJob(
    'plan job',
    () => (hold?.held.has('plans') ? Promise.resolve() : runPlans(deps)),
    intervalMs,
  )
}
