import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { addWhole, compareDecimal } from '../../../machines/decimal.ts'
import { STEPPER_LONG_PRESS_MS, STEPPER_REPEAT_MS } from '../../../machines/rules.ts'
import {
  clampStepperValue,
  isAboveMax,
  isBelowMin,
  sanitizeStepperInput,
} from '../../../machines/stepper/guards.ts'
import { stepperMachine } from '../../../machines/stepper/machine.ts'

const limits = { min: '1', max: null, decimals: null, integer: false }

describe('stepper rules (spec §5 Client-side)', () => {
  it('strips non-numeric characters and keeps one decimal point', () => {
    expect(sanitizeStepperInput('1a2.3.4€', limits)).toBe('12.34')
    expect(sanitizeStepperInput('007', limits)).toBe('7')
    expect(sanitizeStepperInput('.5', limits)).toBe('0.5')
  })
  it('limits decimals when configured, and allows digits only in integer mode', () => {
    expect(sanitizeStepperInput('3.14159', { ...limits, decimals: 2 })).toBe('3.14')
    expect(sanitizeStepperInput('3.9', { ...limits, decimals: 0 })).toBe('3')
    expect(sanitizeStepperInput('3.9x', { ...limits, integer: true })).toBe('39')
  })
  it('isBelowMin: blank or under min is below, min itself is not', () => {
    expect(isBelowMin('', limits)).toBe(true)
    expect(isBelowMin('0.99', limits)).toBe(true)
    expect(isBelowMin('1', limits)).toBe(false)
  })
  it('isAboveMax: never without a max; above it otherwise', () => {
    expect(isAboveMax('1000000', limits)).toBe(false)
    expect(isAboveMax('10.01', { ...limits, max: '10' })).toBe(true)
    expect(isAboveMax('10', { ...limits, max: '10' })).toBe(false)
  })
  it('clamps to min (default 1) and max', () => {
    expect(clampStepperValue('0', limits)).toBe('1')
    expect(clampStepperValue('12', { ...limits, max: '10' })).toBe('10')
    expect(clampStepperValue('5.', limits)).toBe('5')
  })
  it('does exact decimal arithmetic', () => {
    expect(addWhole('0.10', 1)).toBe('1.10')
    expect(addWhole('1.5', -2)).toBe('0.0')
    expect(compareDecimal('0.30', '0.3')).toBe(0)
    expect(compareDecimal('9.99', '10')).toBe(-1)
  })
})

// spec §5 Client-side: "strips non-numeric characters and allows one decimal point"; the doc
// comments of guards.ts: a value that holds no number yet ('' or '.') is below the minimum.
describe('stepper rules at their edges (spec §5 Client-side)', () => {
  it('strips only the zeros that lead a number, never those inside it', () => {
    expect(sanitizeStepperInput('1005', limits)).toBe('1005')
    expect(sanitizeStepperInput('1005', { ...limits, integer: true })).toBe('1005')
    expect(sanitizeStepperInput('0105.05', limits)).toBe('105.05')
  })
  it('an empty field or a lone point holds no number: below a minimum of 0 too', () => {
    const fromZero = { ...limits, min: '0' }
    expect(isBelowMin('', fromZero)).toBe(true)
    expect(isBelowMin('.', fromZero)).toBe(true)
    expect(clampStepperValue('', fromZero)).toBe('0')
    expect(clampStepperValue('.', fromZero)).toBe('0')
    // a number of 0 is not blank: at a minimum of 0 it stays
    expect(isBelowMin('0', fromZero)).toBe(false)
  })
  it('a value left with a trailing point keeps all its whole digits', () => {
    expect(clampStepperValue('12.', limits)).toBe('12')
    expect(clampStepperValue('250.', { ...limits, max: '250' })).toBe('250')
  })
})

describe('stepper machine (spec §9 long press)', () => {
  it('steps once on press, starts repeating after 600 ms, then every 200 ms, up to max', () => {
    const clock = new SimulatedClock()
    const actor = createActor(stepperMachine, {
      input: { min: '1', max: '5', integer: true },
      clock,
    }).start()
    actor.send({ type: 'stepper.pressStart', direction: 'up' })
    expect(actor.getSnapshot().context.value).toBe('2')
    clock.increment(STEPPER_LONG_PRESS_MS - 1)
    expect(actor.getSnapshot().value).toBe('pressing')
    clock.increment(1)
    expect(actor.getSnapshot().context.value).toBe('3')
    clock.increment(STEPPER_REPEAT_MS)
    clock.increment(STEPPER_REPEAT_MS)
    clock.increment(STEPPER_REPEAT_MS)
    expect(actor.getSnapshot().context.value).toBe('5')
    actor.send({ type: 'stepper.pressEnd' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
  it('cleans typing at once and clamps on blur', () => {
    const actor = createActor(stepperMachine, { input: { max: '100', decimals: 2 } }).start()
    actor.send({ type: 'stepper.input', raw: '250.555' })
    expect(actor.getSnapshot().context.value).toBe('250.55')
    actor.send({ type: 'stepper.blur' })
    expect(actor.getSnapshot().context.value).toBe('100')
  })
})
