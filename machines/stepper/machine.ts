import { assign } from 'xstate'
import { addWhole } from '../decimal.ts'
import { STEPPER_DEFAULT_MIN, STEPPER_LONG_PRESS_MS, STEPPER_REPEAT_MS } from '../rules.ts'
import { setup } from '../setup.ts'
import {
  clampStepperValue,
  isAboveMax,
  isBelowMin,
  type StepperLimits,
  sanitizeStepperInput,
} from './guards.ts'

export type StepDirection = 'up' | 'down'

export interface StepperInput extends Partial<StepperLimits> {
  value?: string
}

export interface StepperContext extends StepperLimits {
  value: string
  direction: StepDirection
}

export type StepperEvent =
  | { type: 'stepper.input'; raw: string }
  | { type: 'stepper.blur' }
  | { type: 'stepper.step'; direction: StepDirection }
  | { type: 'stepper.pressStart'; direction: StepDirection }
  | { type: 'stepper.pressEnd' }

/** One step from the value, clamped (the step is a whole unit: lots, shares, currency units). */
function stepped(context: StepperContext, direction: StepDirection): string {
  const base = isBelowMin(context.value, context) ? context.min : context.value
  return clampStepperValue(addWhole(base, direction === 'up' ? 1 : -1), context)
}

/**
 * The numeric stepper of the order and funds forms (spec §5 Client-side, §9): typing is
 * cleaned as it happens and clamped on blur; a tap steps once; a long press repeats.
 */
export const stepperMachine = setup({
  types: {
    input: {} as StepperInput,
    context: {} as StepperContext,
    events: {} as StepperEvent,
  },
  actions: {
    applyInput: assign({
      value: ({ context, event }) =>
        event.type === 'stepper.input' ? sanitizeStepperInput(event.raw, context) : context.value,
    }),
    clamp: assign({ value: ({ context }) => clampStepperValue(context.value, context) }),
    rememberDirection: assign({
      direction: ({ context, event }) =>
        event.type === 'stepper.pressStart' || event.type === 'stepper.step'
          ? event.direction
          : context.direction,
    }),
    step: assign({ value: ({ context }) => stepped(context, context.direction) }),
  },
  guards: {
    // spec §5 Client-side: the value is clamped to min and max
    isOutOfRange: ({ context }) =>
      isBelowMin(context.value, context) || isAboveMax(context.value, context),
  },
  delays: {
    // spec §9: a long press starts after 600 ms …
    longPress: STEPPER_LONG_PRESS_MS,
    // spec §9: … and repeats every 200 ms
    repeat: STEPPER_REPEAT_MS,
  },
}).createMachine({
  id: 'stepper',
  description:
    'A number field with − and + buttons: typing keeps only a valid number, leaving the field clamps it to min and max, and holding a button repeats the step.',
  context: ({ input }) => {
    const limits: StepperLimits = {
      min: input.min ?? STEPPER_DEFAULT_MIN,
      max: input.max ?? null,
      decimals: input.decimals ?? null,
      integer: input.integer ?? false,
    }
    return {
      ...limits,
      value: clampStepperValue(input.value ?? limits.min, limits),
      direction: 'up',
    }
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'stepper.input': { actions: 'applyInput' },
        'stepper.blur': { guard: 'isOutOfRange', actions: 'clamp' },
        'stepper.step': { actions: ['rememberDirection', 'step'] },
        'stepper.pressStart': { target: 'pressing', actions: ['rememberDirection', 'step'] },
      },
    },
    pressing: {
      description: 'A button is held; after 600 ms it starts repeating.',
      after: { longPress: 'repeating' },
      on: { 'stepper.pressEnd': 'idle' },
    },
    repeating: {
      description: 'Held past 600 ms: one step every 200 ms until released.',
      entry: 'step',
      after: { repeat: { target: 'repeating', reenter: true } },
      on: { 'stepper.pressEnd': 'idle' },
    },
  },
})
