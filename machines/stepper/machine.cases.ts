import { createActor, SimulatedClock } from 'xstate'
import { boundary, counts, type DecisionTable, guardTable, hundredths } from '../decisionTable.ts'
import { STEPPER_LONG_PRESS_MS, STEPPER_REPEAT_MS } from '../rules.ts'
import { type StepperInput, stepperMachine } from './machine.ts'

/**
 * The numeric stepper (spec §5 Client-side, §9 Stepper and list widgets), written from the spec:
 * leaving the field clamps the value to min and max (min 1 and no max by default); a long press
 * starts after 600 ms and repeats every 200 ms.
 *
 * Clamping changes the value, not the state, so the table asks the machine whether leaving the
 * field would clamp (`can`, which runs the guard on what was typed); the presses run on a
 * simulated clock, a millisecond at a time, and read how far the value has stepped.
 */

interface Typed {
  /** The stepper's limits, as the screen configures it. */
  limits: StepperInput
  /** What the user typed before leaving the field. */
  typed: string
}

/** Whether leaving the field after typing `typed` clamps the value. */
function leavingClamps({ limits, typed }: Typed): boolean {
  const actor = createActor(stepperMachine, { input: limits }).start()
  actor.send({ type: 'stepper.input', raw: typed })
  const clamps = actor.getSnapshot().can({ type: 'stepper.blur' })
  actor.stop()
  return clamps
}

/** The value after holding + from 1 (no max) for `heldMs`: 2 at the press, then one per repeat. */
function valueAfterHolding(heldMs: number): string {
  const clock = new SimulatedClock()
  const actor = createActor(stepperMachine, { input: { value: '1' }, clock }).start()
  actor.send({ type: 'stepper.pressStart', direction: 'up' })
  for (let ms = 0; ms < heldMs; ms++) clock.increment(1)
  const { value } = actor.getSnapshot().context
  actor.stop()
  return value
}

const NO_LIMITS: StepperInput = {}
const MAX_10: StepperInput = { max: '10' }

export const decisionTables: DecisionTable[] = [
  guardTable(
    'isOutOfRange',
    leavingClamps,
    { limits: NO_LIMITS, typed: '1' },
    'spec §5 Client-side',
    [
      ...boundary(
        'a whole number against the default minimum of 1',
        counts(1, 'step'),
        (n) => ({ typed: String(n) }),
        { below: true, at: false, above: false },
      ),
      ...boundary(
        'a decimal against the default minimum of 1',
        hundredths('1.00'),
        (typed) => ({ typed }),
        { below: true, at: false, above: false },
      ),
      ...boundary(
        'a whole number against a maximum of 10',
        counts(10, 'step'),
        (n) => ({ limits: MAX_10, typed: String(n) }),
        { below: false, at: false, above: true },
      ),
      ...boundary(
        'a decimal against a maximum of 10',
        hundredths('10.00'),
        (typed) => ({ limits: MAX_10, typed }),
        { below: false, at: false, above: true },
      ),
      ...boundary(
        'a whole number against a minimum of 5 with a maximum of 10',
        counts(5, 'step'),
        (n) => ({ limits: { min: '5', max: '10' }, typed: String(n) }),
        { below: true, at: false, above: false },
      ),
      {
        name: 'between a minimum of 5 and a maximum of 10',
        change: { limits: { min: '5', max: '10' }, typed: '7' },
        expect: false,
      },
      { name: 'no maximum by default: a million', change: { typed: '1000000' }, expect: false },
      { name: 'the field left empty: brought to the minimum', change: { typed: '' }, expect: true },
      {
        name: 'only a decimal point typed: brought to the minimum',
        change: { typed: '.' },
        expect: true,
      },
      {
        name: 'in integer mode, zero against the default minimum of 1',
        change: { limits: { integer: true }, typed: '0' },
        expect: true,
      },
    ],
  ),
  guardTable(
    'longPress',
    ({ heldMs }: { heldMs: number }) => valueAfterHolding(heldMs) !== '2',
    { heldMs: 0 },
    'spec §9 Stepper and list widgets',
    [
      { name: 'pressed, not held: the one step of the press', change: {}, expect: false },
      ...boundary(
        `+ held against the long press of ${STEPPER_LONG_PRESS_MS} ms: steps again`,
        counts(STEPPER_LONG_PRESS_MS, 'millisecond'),
        (heldMs) => ({ heldMs }),
        { below: false, at: true, above: true },
      ),
    ],
  ),
  guardTable(
    'repeat',
    ({ heldMs }: { heldMs: number }) => Number(valueAfterHolding(heldMs)) >= 4,
    { heldMs: STEPPER_LONG_PRESS_MS },
    'spec §9 Stepper and list widgets',
    [
      { name: 'held just to the long press: two steps, no third', change: {}, expect: false },
      ...boundary(
        `+ held against the long press and one repeat (${STEPPER_LONG_PRESS_MS} + ${STEPPER_REPEAT_MS} ms): a third step`,
        counts(STEPPER_LONG_PRESS_MS + STEPPER_REPEAT_MS, 'millisecond'),
        (heldMs) => ({ heldMs }),
        { below: false, at: true, above: true },
      ),
    ],
  ),
]
