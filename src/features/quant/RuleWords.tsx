import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { QuantStrategy } from '../../../machines/quant/strategyCalls.ts'
import { rateOf } from '../../lib/percent.ts'

/** A strategy's rule with its numbers, in one sentence a person can check against the chart. */
export function RuleWords({
  strategy: s,
}: {
  strategy: Pick<QuantStrategy, 'rule' | 'cycleDays'>
}) {
  const { t } = useLingui()
  const r = s.rule
  const every = plural(s.cycleDays, {
    one: 'It decides at the close of every trading day.',
    other: 'It decides at the close every # trading days.',
  })
  const what =
    r.kind === 'trend'
      ? t`Holds ${r.code} while its ${r.fast}-day average close is above its ${r.slow}-day average; otherwise holds cash.`
      : r.kind === 'momentum'
        ? t`Holds, in equal parts, the ${r.top} of ${r.codes.join(', ')} that rose most over the last ${r.lookback} trading days.`
        : r.kind === 'meanReversion'
          ? t`Holds, each with an equal part, those of ${r.codes.join(', ')} whose close is at least ${rateOf(String(r.below))} under its ${r.lookback}-day average; sells once it no longer is.`
          : t`Holds ${r.weights.map((w) => `${w.code} ${rateOf(String(w.weight))}`).join(', ')}; the rest in cash.`
  return (
    <p className="small" data-testid="rule-words">
      {what} {every}
    </p>
  )
}
