import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AdminFund, fundSaveCall } from '../../../machines/backOffice/followFunds.ts'
import { fractionAsPercent } from '../../../machines/backOffice/settings.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { formatPercent } from '../../../machines/money.ts'
import {
  FOLLOW_EXAMPLE_TARGET_RETURN,
  FOLLOW_PERFORMANCE_FEE_RATE,
  FOLLOW_SERVICE_FEE_RATE,
} from '../../../machines/rules.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { amountForInput, typedAmount, typedDecimal } from '../../lib/money.ts'
import { ResultStep } from '../SubmissionSteps.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'
import { blankRuleText, RuleFields, ruleOf, ruleTextOf } from './RuleFields.tsx'
import { instantOf } from './typedInstant.ts'

const DAY = 86_400_000
/** A date `days` from now as the datetime field shows it (the operator changes it). */
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16)
const localOf = (iso: string) => new Date(iso).toISOString().slice(0, 16)

/** A new fund's expected profit rate until the operator types one (8 %), and the label's example. */
const EXAMPLE_EXPECTED_RETURN = '0.08'

/** The form as typed: the rule as RuleFields types it (RuleText), numbers as text. */
const blankForm = (locale: string) => ({
  id: undefined as number | undefined,
  name: '',
  currency: 'EUR' as 'EUR' | 'USD',
  rule: blankRuleText(locale),
  cycleDays: '20',
  startDay: new Date(Date.now() - 180 * DAY).toISOString().slice(0, 10),
  expectedReturn: EXAMPLE_EXPECTED_RETURN,
  targetReturn: FOLLOW_EXAMPLE_TARGET_RETURN,
  serviceFeeRate: FOLLOW_SERVICE_FEE_RATE,
  performanceFeeRate: FOLLOW_PERFORMANCE_FEE_RATE,
  fundSize: '',
  minAmount: '',
  deadlineAt: isoIn(30),
  lockUntil: isoIn(30),
  endsAt: isoIn(180),
})
type Form = ReturnType<typeof blankForm>

/** The fields holding a decimal, shown as the operator types one ("0,08" in German). */
const DECIMAL_FIELDS = [
  'expectedReturn',
  'targetReturn',
  'serviceFeeRate',
  'performanceFeeRate',
  'fundSize',
  'minAmount',
] as const
const asTyped = (f: Form, locale: string): Form => ({
  ...f,
  ...Object.fromEntries(DECIMAL_FIELDS.map((k) => [k, amountForInput(f[k], locale)])),
})

/** The form of a fund being edited. */
export function formOf(f: AdminFund, locale: string): Form {
  return {
    ...blankForm(locale),
    rule: ruleTextOf(f.rule, locale),
    id: f.id,
    name: f.name,
    currency: f.currency === 'USD' ? 'USD' : 'EUR',
    cycleDays: String(f.cycleDays),
    startDay: f.startDay,
    expectedReturn: f.expectedReturn,
    targetReturn: f.targetReturn,
    serviceFeeRate: f.serviceFeeRate,
    performanceFeeRate: f.performanceFeeRate,
    fundSize: f.fundSize,
    minAmount: f.minAmount,
    deadlineAt: localOf(f.deadlineAt),
    lockUntil: localOf(f.lockUntil),
    endsAt: localOf(f.endsAt),
  }
}

/**
 * The request from what was typed, its amounts and rates read the operator's way ("0,02");
 * the server's contract says what is wrong with it.
 */
function requestOf(f: Form, locale: string): RequestOf<typeof fundSaveCall> {
  return {
    ...(f.id === undefined ? {} : { id: f.id }),
    name: f.name,
    currency: f.currency,
    rule: ruleOf(f.rule, locale),
    cycleDays: Number(f.cycleDays),
    startDay: f.startDay,
    expectedReturn: typedDecimal(f.expectedReturn),
    targetReturn: typedDecimal(f.targetReturn),
    serviceFeeRate: typedDecimal(f.serviceFeeRate),
    performanceFeeRate: typedDecimal(f.performanceFeeRate),
    fundSize: typedAmount(f.fundSize, locale),
    minAmount: typedAmount(f.minAmount, locale),
    deadlineAt: instantOf(f.deadlineAt),
    lockUntil: instantOf(f.lockUntil),
    endsAt: instantOf(f.endsAt),
  }
}

/**
 * A copy-trade fund's rule and terms (spec §3 Copy-trade product, decision 0027): new, or an
 * existing one to edit (follows already made keep their terms). Its figures are computed by the
 * server from the rule; nothing here sets them.
 */
export function FundEditor({ fund, onSaved }: { fund?: AdminFund; onSaved(): void }) {
  const { t, i18n } = useLingui()
  const [f, setF] = useState(() =>
    asTyped(fund ? formOf(fund, i18n.locale) : blankForm(i18n.locale), i18n.locale),
  )
  const save = useAdminSubmission(fundSaveCall, {
    onDone: () => {
      if (!fund) setF(asTyped(blankForm(i18n.locale), i18n.locale))
      onSaved()
    },
  })
  // The labels' examples as typed here and in percent: "0,08 = 8 %" in German.
  const expected = amountForInput(EXAMPLE_EXPECTED_RETURN, i18n.locale)
  const expectedPercent = formatPercent(fractionAsPercent(EXAMPLE_EXPECTED_RETURN))
  const target = amountForInput(FOLLOW_EXAMPLE_TARGET_RETURN, i18n.locale)
  const targetPercent = formatPercent(fractionAsPercent(FOLLOW_EXAMPLE_TARGET_RETURN))
  const text = (name: keyof Form, label: string, hint?: string) => (
    <Field
      label={label}
      name={name}
      hint={hint}
      value={String(f[name] ?? '')}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  const date = (name: keyof Form, label: string) => (
    <Field
      label={label}
      name={name}
      type="datetime-local"
      value={String(f[name])}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  return (
    <div className="admin-form">
      <ResultStep submission={save} title={t`Fund saved`}>
        {(saved) => <p>{t`${saved.name} is saved; its figures are computed from its rule.`}</p>}
      </ResultStep>
      <FormShell
        onSubmit={() => save.submit(requestOf(f, i18n.locale))}
        busy={save.isBusy}
        failure={save}
        submitLabel={t`Save`}
      >
        {text('name', t`Name`)}
        <SelectField
          label={t`Currency`}
          value={f.currency}
          options={[
            { value: 'EUR' as const, label: '€' },
            { value: 'USD' as const, label: '$' },
          ]}
          onChange={(currency) => setF({ ...f, currency })}
        />
        <RuleFields value={f.rule} onChange={(rule) => setF({ ...f, rule })} />
        {text('cycleDays', t`Trading cycle (trading days)`)}
        {text('startDay', t`Record starts on (YYYY-MM-DD)`)}
        {text(
          'expectedReturn',
          t`Expected profit rate (fraction, ${expected} = ${expectedPercent})`,
        )}
        {text('targetReturn', t`Target return (fraction, ${target} = ${targetPercent})`)}
        {text('serviceFeeRate', t`Service fee (fraction)`)}
        {text('performanceFeeRate', t`Performance fee (fraction)`)}
        {text('fundSize', t`Fund size`)}
        {text('minAmount', t`Minimum investment`)}
        {date('deadlineAt', t`Copy deadline`)}
        {date('lockUntil', t`Locked until`)}
        {date('endsAt', t`Ends at`)}
      </FormShell>
    </div>
  )
}
