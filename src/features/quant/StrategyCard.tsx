import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { QuantStrategy } from '../../../machines/quant/strategyCalls.ts'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { percentOf, rateOf } from '../../lib/percent.ts'
import { trendOf } from '../../lib/price.ts'
import { RuleWords } from './RuleWords.tsx'

/** One strategy on the shelf: its rule, its record over three months, its minimum. */
export function StrategyCard({ strategy: s }: { strategy: QuantStrategy }) {
  const { t, i18n } = useLingui()
  const r = s.record
  return (
    <li className="card" data-testid={`strategy-${s.id}`}>
      <header className="screen-head">
        <Link to={`/home/quantifyDetail?strategy=${s.id}`}>
          <strong>{withDemoMark(i18n, s.name)}</strong>
        </Link>
        <span className="badge">{s.currency}</span>
      </header>
      <RuleWords strategy={s} />
      <dl className="stats">
        <Stat label={t`Return since ${formatDay(r.from)}`}>
          <strong className={trendOf(r.totalReturn)} data-testid="record-return">
            {percentOf(r.totalReturn)}
          </strong>
        </Stat>
        <Stat label={t`Largest fall`}>{rateOf(r.maxDrawdown)}</Stat>
        <Stat label={t`Orders`}>{r.orderCount}</Stat>
        <Stat label={t`Minimum`}>{formatAmount(s.minAmount, s.currency)}</Stat>
      </dl>
      {!s.enabled && (
        <p className="blocker">{t`Paused by the operator: it places no new orders.`}</p>
      )}
    </li>
  )
}
