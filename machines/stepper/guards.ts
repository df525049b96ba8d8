import { compareDecimal } from '../decimal.ts'

/** How a stepper is configured by the screen that uses it. */
export interface StepperLimits {
  /** Smallest value, as a decimal string (spec §5: default 1). */
  min: string
  /** Largest value, or null for none (spec §5: no maximum by default). */
  max: string | null
  /** Decimal places allowed, or null for unlimited. */
  decimals: number | null
  /** Digits only (spec §5: integer mode). */
  integer: boolean
}

/**
 * What the user typed, cleaned by the stepper's rules (spec §5 Client-side): non-numeric
 * characters stripped, one decimal point, limited decimals, digits only in integer mode.
 */
export function sanitizeStepperInput(raw: string, limits: StepperLimits): string {
  // spec §5 Client-side: integer mode allows digits only
  if (limits.integer) return stripLeadingZeros(raw.replace(/\D/g, ''))
  // spec §5 Client-side: strip non-numeric characters and allow one decimal point
  const cleaned = raw.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot === -1) return stripLeadingZeros(cleaned)
  const whole = stripLeadingZeros(cleaned.slice(0, dot)) || '0'
  let fraction = cleaned.slice(dot + 1).replace(/\./g, '')
  // spec §5 Client-side: limit decimal places when configured
  if (limits.decimals !== null) fraction = fraction.slice(0, limits.decimals)
  if (limits.decimals === 0) return whole
  return `${whole}.${fraction}`
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '')
}

/** A value that holds no number yet ('' or '.'). */
const isBlank = (value: string) => value.replace('.', '') === ''

// spec §5 Client-side: the stepper clamps to its minimum
export const isBelowMin = (value: string, limits: StepperLimits) =>
  isBlank(value) || compareDecimal(value, limits.min) < 0

// spec §5 Client-side: the stepper clamps to its maximum, when it has one
export const isAboveMax = (value: string, limits: StepperLimits) =>
  limits.max !== null && !isBlank(value) && compareDecimal(value, limits.max) > 0

/** The value brought within [min, max]. */
export function clampStepperValue(value: string, limits: StepperLimits): string {
  if (isBelowMin(value, limits)) return limits.min
  if (isAboveMax(value, limits) && limits.max !== null) return limits.max
  return value.endsWith('.') ? value.slice(0, -1) : value
}
