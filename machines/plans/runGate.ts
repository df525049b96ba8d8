import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'

/** What decides whether a due run fills now, waits for the market, or is skipped (the run job). */
export interface PlanRunFacts {
  /** The plan still runs: active for a scheduled run, not closed for any other. */
  planRuns: boolean
  /** The plan's market is open now (its calendar's regular session). */
  marketOpen: boolean
  /** The investor's available balance in the plan's currency (a decimal string). */
  available: string
  /** What the run takes from the balance ("0.00" for a rebalance or a sale). */
  contribution: string
}

// not in the spec (decision 0073): a run of a paused or closed plan is skipped
export const runPlanStopped = (f: PlanRunFacts) => !f.planRuns
// not in the spec (decision 0073): a run due while the market is closed waits for the next open
export const runMarketClosed = (f: PlanRunFacts) => !f.marketOpen
// not in the spec (issue 52): a run never overdraws — too little balance skips it
export const runBalanceShort = (f: PlanRunFacts) => compareDecimal(f.available, f.contribution) < 0

/** Whether a due run fills now (issue 52, decision 0073): the checks in the order the job meets them. */
export const planRunGate = defineGate<PlanRunFacts>(
  'planRunGate',
  'Decides whether a due run of a savings plan fills now: the plan still runs, its market is open (else the run waits), and the balance holds the contribution (else the run is skipped: it never overdraws).',
  [
    {
      state: 'stopped',
      code: 'plans.notActive',
      blocks: { name: 'runPlanStopped', test: runPlanStopped },
      description: 'The plan was paused or closed since the run was due.',
      serverOnly: true,
    },
    {
      state: 'marketClosed',
      code: 'plans.marketClosed',
      blocks: { name: 'runMarketClosed', test: runMarketClosed },
      description: 'The market is closed: the run waits for the next open.',
      serverOnly: true,
    },
    {
      state: 'balanceShort',
      code: 'plans.balanceShort',
      blocks: { name: 'runBalanceShort', test: runBalanceShort },
      description: 'Less available than the contribution: the run is skipped.',
      serverOnly: true,
    },
  ],
)

/** One slice of a run: an instrument that cannot trade now keeps its share as plan cash. */
export interface SliceFacts {
  suspended: boolean
  /** A price limit or volatility interruption halts it (spec §3 alert flags). */
  halted: boolean
}

// not in the spec (issue 52): an instrument suspended or halted is not bought; its share stays as cash
export const sliceHeld = (f: SliceFacts) => f.suspended || f.halted
