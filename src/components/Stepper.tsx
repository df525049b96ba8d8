import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { StepperInput } from '../../machines/stepper/machine.ts'
import { stepperMachine } from '../../machines/stepper/machine.ts'

/**
 * The numeric stepper (spec §5 Client-side, §9): − and + buttons that repeat when held, a field
 * that keeps only a valid number. It reports every value to the form that owns it.
 */
export function Stepper({
  label,
  limits,
  onChange,
}: {
  label: string
  limits: StepperInput
  onChange(value: string): void
}) {
  const actor = useActorRef(stepperMachine, { input: limits })
  const value = useSelector(actor, (s) => s.context.value)
  // The value the form already has: reported changes only, never the one it started with (a
  // report on mount made the order ticket take 1 lot as chosen before its price was known).
  const known = useRef(limits.value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: report each new value once
  useEffect(() => {
    if (value === known.current) return
    known.current = value
    onChange(value)
  }, [value])
  // The form may set the value itself (the ticket's smallest quantity once the price is known).
  useEffect(() => {
    if (limits.value === undefined || limits.value === known.current) return
    known.current = limits.value
    actor.send({ type: 'stepper.input', raw: limits.value })
  }, [actor, limits.value])
  const press = (direction: 'up' | 'down') => ({
    onPointerDown: () => actor.send({ type: 'stepper.pressStart', direction }),
    onPointerUp: () => actor.send({ type: 'stepper.pressEnd' }),
    onPointerLeave: () => actor.send({ type: 'stepper.pressEnd' }),
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') actor.send({ type: 'stepper.step', direction })
    },
  })
  return (
    <div className="stepper">
      <button type="button" aria-label={`${label} −`} {...press('down')}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={value}
        onChange={(e) => actor.send({ type: 'stepper.input', raw: e.target.value })}
        onBlur={() => actor.send({ type: 'stepper.blur' })}
      />
      <button type="button" aria-label={`${label} +`} {...press('up')}>
        +
      </button>
    </div>
  )
}
