import { useLingui } from '@lingui/react/macro'
import type { z as zod } from 'zod/mini'
import type { strategyRuleForm } from '../../../machines/follow/strategyRuleForm.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { STRATEGY_LABELS } from '../../features/follow/labels.ts'

type Rule = zod.output<typeof strategyRuleForm>
type Kind = Rule['kind']
const KINDS: readonly Kind[] = ['basket', 'trend', 'momentum', 'meanReversion']

/** A rule as the console types it: codes and weights as comma-separated lists, numbers as text. */
export const blankRuleText = () => ({
  kind: 'basket' as Kind,
  codes: '',
  weights: '',
  fast: '10',
  slow: '40',
  lookback: '20',
  top: '2',
  below: '0.03',
})
export type RuleText = ReturnType<typeof blankRuleText>

/** The text of a saved rule, to edit. */
export function ruleTextOf(r: Rule): RuleText {
  const base = { ...blankRuleText(), kind: r.kind }
  if (r.kind === 'basket')
    return {
      ...base,
      codes: r.weights.map((w) => w.code).join(', '),
      weights: r.weights.map((w) => String(w.weight)).join(', '),
    }
  if (r.kind === 'trend')
    return { ...base, codes: r.code, fast: String(r.fast), slow: String(r.slow) }
  if (r.kind === 'momentum')
    return { ...base, codes: r.codes.join(', '), lookback: String(r.lookback), top: String(r.top) }
  return {
    ...base,
    codes: r.codes.join(', '),
    lookback: String(r.lookback),
    below: String(r.below),
  }
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The rule from what was typed; the server's contract says what is wrong with it. */
export function ruleOf(f: RuleText): Rule {
  const codes = listOf(f.codes)
  if (f.kind === 'basket') {
    const weights = listOf(f.weights).map(Number)
    return {
      kind: 'basket',
      weights: codes.map((code, i) => ({ code, weight: weights[i] ?? Number.NaN })),
    }
  }
  if (f.kind === 'trend')
    return { kind: 'trend', code: codes[0] ?? '', fast: Number(f.fast), slow: Number(f.slow) }
  if (f.kind === 'momentum')
    return { kind: 'momentum', codes, lookback: Number(f.lookback), top: Number(f.top) }
  return { kind: 'meanReversion', codes, lookback: Number(f.lookback), below: Number(f.below) }
}

/** The fields of a rule (machines/follow/strategy.ts): its kind, instruments and numbers. */
export function RuleFields({
  value: f,
  onChange,
}: {
  value: RuleText
  onChange(next: RuleText): void
}) {
  const { t, i18n } = useLingui()
  const text = (name: keyof RuleText, label: string, hint?: string) => (
    <Field
      label={label}
      name={name}
      hint={hint}
      value={f[name]}
      onChange={(e) => onChange({ ...f, [name]: e.target.value })}
    />
  )
  return (
    <>
      <SelectField
        label={t`Rule`}
        value={f.kind}
        options={KINDS.map((k) => ({ value: k, label: i18n._(STRATEGY_LABELS[k]) }))}
        onChange={(kind) => onChange({ ...f, kind })}
      />
      {text('codes', t`Instruments`, t`Codes quoted by the exchange, separated by commas`)}
      {f.kind === 'basket' && text('weights', t`Weights`, t`One per instrument, e.g. 0.5, 0.3`)}
      {f.kind === 'trend' && text('fast', t`Short average (days)`)}
      {f.kind === 'trend' && text('slow', t`Long average (days)`)}
      {(f.kind === 'momentum' || f.kind === 'meanReversion') &&
        text('lookback', t`Measured over (days)`)}
      {f.kind === 'momentum' && text('top', t`Instruments held`)}
      {f.kind === 'meanReversion' &&
        text('below', t`Bought this far under the average (fraction, 0.03 = 3\u00a0%)`)}
    </>
  )
}
