import { type AnyStateMachine, createActor, type EventObject, type StateValue } from 'xstate'
import { addDays, type DayKey } from './calendar/holidays.ts'
import { evaluateGate } from './gate.ts'
import { decimalToMinor, minorToDecimal } from './money.ts'

/**
 * Decision tables (issue 50): for each rule, the facts at its threshold and one unit either side,
 * with the verdict written by hand from the rule's source — the spec line or decision record the
 * guard's comment cites. They are the oracle that does not come from the machine: the generated
 * paths replay a machine against itself, a table says what the machine must answer. Each rule
 * file's table is `<file>.cases.ts` beside it; tests/unit/machines/decisionTables.test.ts runs
 * every row and fails when a verdict differs, or when a check of a gate has no row.
 *
 * A verdict is never computed by the rule under test: the helpers below make only the facts
 * (the threshold ± one unit, from the rule constants), the author writes `expect` for each.
 */

/** One row: the facts, what the rule's source says the answer is, and that source. */
export interface Case<F, V> {
  /** In plain words: what the row is about ("credit score one point under the minimum"). */
  name: string
  /** The check the row is about: a gate check's guard name, a guard, or EVERY_RULE. */
  rule: string
  facts: F
  /**
   * Written from the source: a gate's final state (`allowed` or the `blocked…` state, e.g.
   * `creditTooLow`), a guard's true or false, or the state a lifecycle reaches after its events.
   */
  expect: V
  /** The spec line or decision record, as the guard's comment cites it ("spec §5 Withdrawal"). */
  source: string
}

/** A calendar day in milliseconds, for rows a day either side of a deadline. */
export const DAY_MS = 86_400_000
/** The instant the tables that read a clock stand at: Monday 2026-11-23, 10:00 in Madrid. */
export const MONDAY_10_MADRID = Date.parse('2026-11-23T09:00:00Z')

/** What an invoked call reports when it answers (`xstate.done.actor.<id>`), for lifecycle rows. */
export const callAnswered = (id: string, output?: unknown): EventObject & { output: unknown } => ({
  type: `xstate.done.actor.${id}`,
  output,
})

/** What an invoked call reports when it fails (`xstate.error.actor.<id>`); a network error unless told. */
export const callFailed = (
  id: string,
  error: unknown = { code: 'network' },
): EventObject & { error: unknown } => ({
  type: `xstate.error.actor.${id}`,
  error,
})

/** The rule name of rows that are about the gate as a whole: facts that pass every check. */
export const EVERY_RULE = 'every rule'

/** A gate, run on each row's facts: the verdict is the state it ends in. */
export interface GateTable {
  kind: 'gate'
  title: string
  gate: AnyStateMachine
  cases: Case<object, string>[]
}

/** A plain guard (a predicate), called with each row's facts. */
export interface GuardTable {
  kind: 'guard'
  title: string
  guard: (facts: never) => boolean
  cases: Case<object, boolean>[]
}

/** What a lifecycle row does: start the machine (with its input) and send the events in order. */
export interface LifecycleRun {
  input?: unknown
  events: EventObject[]
}

/** A lifecycle machine, run by an actor over each row's events: the verdict is where it ends. */
export interface LifecycleTable {
  kind: 'lifecycle'
  title: string
  machine: AnyStateMachine
  cases: Case<LifecycleRun, string>[]
}

export type DecisionTable = GateTable | GuardTable | LifecycleTable

/** A row as the author writes it: what differs from the table's base facts, and the verdict. */
export interface Row<F, V> {
  name: string
  change: Partial<F>
  expect: V
}

/** A rule's rows, with the source they are written from. */
export interface RuleRows<F, V> {
  rule: string
  source: string
  rows: Row<F, V>[]
}

/** A rule's rows; its facts' type comes from the table it is in, not from the rows. */
export function rule<F, V>(
  name: string,
  source: string,
  rows: Row<NoInfer<F>, NoInfer<V>>[],
): RuleRows<F, V> {
  return { rule: name, source, rows }
}

function casesOf<F extends object, V>(base: F, groups: RuleRows<F, V>[]): Case<F, V>[] {
  return groups.flatMap((group) =>
    group.rows.map((row) => ({
      name: row.name,
      rule: group.rule,
      facts: { ...base, ...row.change },
      expect: row.expect,
      source: group.source,
    })),
  )
}

/** A gate's table: the base facts (which pass every check) and each rule's rows on top of them. */
export function gateTable<F extends object>(
  title: string,
  gate: AnyStateMachine,
  base: F,
  groups: RuleRows<NoInfer<F>, string>[],
): GateTable {
  return { kind: 'gate', title, gate, cases: casesOf(base, groups) }
}

/** A guard's table: its rows on top of the base facts, each answering true or false. */
export function guardTable<F extends object>(
  name: string,
  guard: (facts: F) => boolean,
  base: F,
  source: string,
  rows: Row<NoInfer<F>, boolean>[],
): GuardTable {
  return {
    kind: 'guard',
    title: name,
    guard: guard as (facts: never) => boolean,
    cases: casesOf(base, [rule(name, source, rows)]),
  }
}

/** A lifecycle's table: each row a run of events from the start (and the input, if any). */
export function lifecycleTable(
  title: string,
  machine: AnyStateMachine,
  groups: RuleRows<LifecycleRun, string>[],
): LifecycleTable {
  return { kind: 'lifecycle', title, machine, cases: casesOf({ events: [] }, groups) }
}

/** A state value as one name: `pending`, or `review.waiting` for a nested state. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([parent, child]) => (child ? `${parent}.${stateName(child)}` : parent))
    .join(',')
}

/** What the rule answers on a row's facts: the value its `expect` is compared with. */
export function verdictOf(table: DecisionTable, row: Case<unknown, unknown>): string | boolean {
  switch (table.kind) {
    case 'gate': {
      const verdict = evaluateGate(table.gate, row.facts as object)
      return verdict.allowed ? 'allowed' : verdict.state
    }
    case 'guard':
      return table.guard(row.facts as never)
    case 'lifecycle': {
      const run = row.facts as LifecycleRun
      const actor = createActor(table.machine, { input: run.input }).start()
      for (const event of run.events) actor.send(event)
      const state = stateName(actor.getSnapshot().value)
      actor.stop()
      return state
    }
  }
}

/** The checks a table's rows must name: a gate's guards, a lifecycle's guards, the guard itself. */
export function checksOf(table: DecisionTable): string[] {
  switch (table.kind) {
    case 'gate':
    case 'lifecycle': {
      const machine = table.kind === 'gate' ? table.gate : table.machine
      return Object.keys(machine.implementations.guards)
    }
    case 'guard':
      return [table.title]
  }
}

/** The verdicts a table must reach at least once: each final state of a gate; true and false. */
export function outcomesOf(table: DecisionTable): (string | boolean)[] {
  switch (table.kind) {
    case 'gate':
      return Object.keys(table.gate.config.states ?? {}).filter((s) => s !== 'evaluating')
    case 'guard':
      return [true, false]
    case 'lifecycle':
      return []
  }
}

/*
 * Boundary rows. A rule with a threshold gets three rows: one unit below it, at it, and one unit
 * above it, where the unit is the kind of the value — a cent of money, a lot, a second, a day, a
 * point. The helpers make the values from the rule's constant; the author writes the verdicts.
 */

/** A threshold and one unit either side, and how each reads in a row's name. */
export interface Steps<V> {
  /** The kind of one step, singular: `cent`, `lot`, `second`, `day`, `point`. */
  unit: string
  below: V
  at: V
  above: V
  show: (value: V) => string
}

/** The verdicts the author writes for the three rows of a boundary. */
export interface Verdicts<E> {
  below: E
  at: E
  above: E
}

function moneySteps(threshold: string, minorUnit: bigint, unit: string): Steps<string> {
  const minor = decimalToMinor(threshold)
  if (minor === null) throw new RangeError(`not an amount: ${threshold}`)
  return {
    unit,
    below: minorToDecimal(minor - minorUnit),
    at: minorToDecimal(minor),
    above: minorToDecimal(minor + minorUnit),
    show: (value) => value,
  }
}

/** An amount of money (a decimal string, machines/money.ts) and a cent either side. */
export const cents = (threshold: string) => moneySteps(threshold, 1n, 'cent')

/** A decimal with two places that is not money (a percent) and a hundredth either side. */
export const hundredths = (threshold: string, unit = 'hundredth') => moneySteps(threshold, 1n, unit)

/** An amount taken in whole units of its currency (a loan in euros) and one unit either side. */
export const wholeUnits = (threshold: string, unit = 'euro') => moneySteps(threshold, 100n, unit)

/** A count (lots, points of credit score, characters, orders…) and one either side. */
export function counts(threshold: number, unit: string): Steps<number> {
  if (!Number.isSafeInteger(threshold)) throw new RangeError(`not a count: ${threshold}`)
  return { unit, below: threshold - 1, at: threshold, above: threshold + 1, show: String }
}

const SECOND_MS = 1_000
const showInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/** An instant (ms since epoch) and a second either side. */
export function seconds(instant: number): Steps<number> {
  return {
    unit: 'second',
    below: instant - SECOND_MS,
    at: instant,
    above: instant + SECOND_MS,
    show: showInstant,
  }
}

/** A number of whole days and a day either side. */
export const days = (threshold: number) => counts(threshold, 'day')

/** A calendar day (YYYY-MM-DD: a birthday, a check-in) and the day before and after it. */
export function calendarDays(day: DayKey): Steps<DayKey> {
  return { unit: 'day', below: addDays(day, -1), at: day, above: addDays(day, 1), show: String }
}

/**
 * The three rows of a boundary: `what` names it in plain words ("credit score against the
 * minimum of 60"), `change` turns a value into the facts that differ from the base, and `expect`
 * holds the verdict the author wrote for each row.
 */
export function boundary<F, V, E>(
  what: string,
  steps: Steps<V>,
  change: (value: V) => Partial<F>,
  expect: Verdicts<E>,
): Row<F, E>[] {
  return [
    {
      name: `${what}: one ${steps.unit} below (${steps.show(steps.below)})`,
      change: change(steps.below),
      expect: expect.below,
    },
    {
      name: `${what}: at it (${steps.show(steps.at)})`,
      change: change(steps.at),
      expect: expect.at,
    },
    {
      name: `${what}: one ${steps.unit} above (${steps.show(steps.above)})`,
      change: change(steps.above),
      expect: expect.above,
    },
  ]
}
