import { useLingui } from '@lingui/react/macro'
import type { z as zod } from 'zod/mini'
import { fractionAsPercent } from '../../../machines/backOffice/settings.ts'
import type { strategyRuleForm } from '../../../machines/follow/strategyRuleForm.ts'
import { formatPercent } from '../../../machines/money.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { STRATEGY_LABELS } from '../../i18n/labels/follow.ts'
import {
  amountForInput,
  decimalListForInput,
  typedDecimal,
  typedDecimalList,
} from '../../lib/money.ts'

type Rule = zod.output<typeof strategyRuleForm>
type Kind = Rule['kind']
const KINDS: readonly Kind[] = ['basket', 'trend', 'momentum', 'meanReversion']

/** A new mean-reversion rule's distance under the average until the operator types one (3 %). */
const EXAMPLE_BELOW = '0.03'

/**
 * A rule as the console types it: codes as a comma-separated list, weights as a list of decimals
 * in the operator's locale ("0,5; 0,3" in German), numbers as text.
 */
export const blankRuleText = (locale: string) => ({
  kind: 'basket' as Kind,
  codes: '',
  weights: '',
  fast: '10',
  slow: '40',
  lookback: '20',
  top: '2',
  below: amountForInput(EXAMPLE_BELOW, locale),
})
export type RuleText = ReturnType<typeof blankRuleText>

/** The text of a saved rule, to edit, its decimals as the operator's locale types them. */
export function ruleTextOf(r: Rule, locale: string): RuleText {
  const base = { ...blankRuleText(locale), kind: r.kind }
  if (r.kind === 'basket')
    return {
      ...base,
      codes: r.weights.map((w) => w.code).join(', '),
      weights: decimalListForInput(
        r.weights.map((w) => String(w.weight)),
        locale,
      ),
    }
  if (r.kind === 'trend')
    return { ...base, codes: r.code, fast: String(r.fast), slow: String(r.slow) }
  if (r.kind === 'momentum')
    return { ...base, codes: r.codes.join(', '), lookback: String(r.lookback), top: String(r.top) }
  return {
    ...base,
    codes: r.codes.join(', '),
    lookback: String(r.lookback),
    below: amountForInput(String(r.below), locale),
  }
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * The rule from what was typed, its decimals read the operator's way; the server's contract says
 * what is wrong with it. A weight without a code, or a code without a weight, goes as a blank the
 * contract refuses, never dropped.
 */
export function ruleOf(f: RuleText, locale: string): Rule {
  const codes = listOf(f.codes)
  if (f.kind === 'basket') {
    const weights = typedDecimalList(f.weights, locale).map(Number)
    return {
      kind: 'basket',
      weights: Array.from({ length: Math.max(codes.length, weights.length) }, (_, i) => ({
        code: codes[i] ?? '',
        weight: weights[i] ?? Number.NaN,
      })),
    }
  }
  if (f.kind === 'trend')
    return { kind: 'trend', code: codes[0] ?? '', fast: Number(f.fast), slow: Number(f.slow) }
  if (f.kind === 'momentum')
    return { kind: 'momentum', codes, lookback: Number(f.lookback), top: Number(f.top) }
  const below = Number(typedDecimal(f.below))
  return { kind: 'meanReversion', codes, lookback: Number(f.lookback), below }
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
  // The hints' examples as typed here: "0,5; 0,3" and "0,03 = 3 %" in German.
  const weightsExample = decimalListForInput(['0.5', '0.3'], i18n.locale)
  const belowExample = amountForInput(EXAMPLE_BELOW, i18n.locale)
  const belowPercent = formatPercent(fractionAsPercent(EXAMPLE_BELOW))
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
      {f.kind === 'basket' &&
        text('weights', t`Weights`, t`One per instrument, e.g. ${weightsExample}`)}
      {f.kind === 'trend' && text('fast', t`Short average (days)`)}
      {f.kind === 'trend' && text('slow', t`Long average (days)`)}
      {(f.kind === 'momentum' || f.kind === 'meanReversion') &&
        text('lookback', t`Measured over (days)`)}
      {f.kind === 'momentum' && text('top', t`Instruments held`)}
      {f.kind === 'meanReversion' &&
        text(
          'below',
          t`Bought this far under the average (fraction, ${belowExample} = ${belowPercent})`,
        )}
    </>
  )
}
