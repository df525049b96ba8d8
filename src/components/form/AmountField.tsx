import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { currencyDecimals } from '../../../machines/currency.ts'
import { amountExample, readAmount } from '../../lib/money.ts'

/**
 * A money amount field: typed in the user's locale (decimal comma or point, thousands grouped),
 * and when the text cannot be read as an amount, it says what is wrong right beside it — not a
 * "Please enter the amount" after submitting (issue 18).
 */
export function AmountField({
  label,
  hint,
  value,
  currency,
  ...input
}: {
  label: string
  hint?: ReactNode
  value: string
  /** The currency typed in; the yen, the won and the dong take whole numbers only. */
  currency?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>) {
  const { t, i18n } = useLingui()
  const decimals = currency === undefined ? undefined : currencyDecimals(currency)
  const read = readAmount(value, i18n.locale, decimals)
  const example = amountExample(i18n.locale, decimals)
  const problem =
    'problem' in read
      ? {
          format: t`Type the amount in digits, like ${example}.`,
          decimals:
            decimals === 0
              ? t`An amount in ${currency} has no decimals, like ${example}.`
              : t`An amount has at most two decimals, like ${example}.`,
          grouping: t`Group thousands in threes, like ${example}.`,
        }[read.problem]
      : null
  return (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        {...input}
      />
      {problem ? (
        <small className="field-error" role="alert" data-testid="amount-problem">
          {problem}
        </small>
      ) : hint ? (
        <small className="muted">{hint}</small>
      ) : null}
    </label>
  )
}
