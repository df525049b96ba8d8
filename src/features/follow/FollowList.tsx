import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { type FollowProduct, followListCall } from '../../../machines/follow/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { STRATEGY_LABELS } from '../../i18n/labels/follow.ts'
import { formatDateTime, formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { percentOf, rateOf } from '../../lib/percent.ts'
import { trendOf } from '../../lib/price.ts'
import { useLoad } from '../../lib/useLoad.ts'

/** /home/fllow — the copy-trade funds on the shelf (spec §2 follow fund page, §3). */
export default function FollowList() {
  const { t } = useLingui()
  const load = useLoad(followListCall, { size: 50 })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Follow funds`} />
      <p className="muted small follow-intro">
        {t`Each fund runs a declared rule on the exchange’s prices. What it earned is computed from those prices after its trading fees; what it expects is what the fund states.`}
      </p>
      <Link className="button secondary" to="/home/qcList">
        {t`My follows`}
      </Link>
      <LoadState load={load} empty={<p className="empty">{t`No funds to follow right now.`}</p>}>
        {({ list }) => (
          <ul className="list follow-list">
            {list.map((p) => (
              <FundCard key={p.id} product={p} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

/** One fund: its rule, what it expects and what it earned apart, its terms and its deadline. */
export function FundCard({ product: p }: { product: FollowProduct }) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, p.currency)
  return (
    <li className="card" data-testid={`fund-${p.id}`}>
      <Link to={`/home/fllowDetail?id=${p.id}`} className="card-link">
        <header className="screen-head">
          <strong>{withDemoMark(i18n, p.name)}</strong>
          <small className="muted">{p.strategy.codes.join(' · ')}</small>
        </header>
        <p className="muted small">{i18n._(STRATEGY_LABELS[p.strategy.kind])}</p>
        <dl className="stats">
          <Stat label={t`Expected profit rate`}>{rateOf(p.expectedReturn)}</Stat>
          <Stat label={t`Earned since ${formatDay(p.startDay)}`}>
            <span className={trendOf(p.earnedReturn)} data-testid="earned">
              {percentOf(p.earnedReturn)}
            </span>
          </Stat>
          <Stat label={t`Daily profit`}>
            <span className={trendOf(p.dailyReturn)}>{percentOf(p.dailyReturn)}</span>
          </Stat>
          <Stat label={t`Highest return`}>{percentOf(p.highestReturn)}</Stat>
          <Stat label={t`Minimum investment`}>{money(p.minAmount)}</Stat>
          <Stat label={t`Fund size`}>{money(p.fundSize)}</Stat>
          <Stat label={t`Trading cycle`}>
            <Plural value={p.cycleDays} one="# trading day" other="# trading days" />
          </Stat>
          <Stat label={t`Strategy orders`}>{p.orderCount}</Stat>
          <Stat label={t`Copy deadline`}>{formatDateTime(p.deadlineAt)}</Stat>
        </dl>
      </Link>
    </li>
  )
}
