import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { IpoProduct } from '../../../machines/ipo/calls.ts'
import { takesSubscriptions } from '../../../machines/ipo/phase.ts'
import { formatCount, formatPercent } from '../../../machines/money.ts'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { PHASE_LABELS, PRODUCT_KIND_LABELS } from '../../i18n/labels/ipo.ts'
import { formatDay } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'

/** One new share with every field of spec §3 New share, and a way to apply while it is open. */
export function ProductCard({ product: p }: { product: IpoProduct }) {
  const { t, i18n } = useLingui()
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, p.currency))
  return (
    <li className="card ipo-card" data-testid={`ipo-${p.code}`}>
      <header className="screen-head">
        <div>
          <strong>{withDemoMark(i18n, p.name)}</strong> <small className="muted">{p.code}</small>
        </div>
        <span className={`badge phase-${p.phase}`}>{i18n._(PHASE_LABELS[p.phase])}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Type`}>{i18n._(PRODUCT_KIND_LABELS[p.kind])}</Stat>
        <Stat label={t`Issue price`}>{money(p.issuePrice)}</Stat>
        <Stat label={t`Provisional underwriting price`}>{money(p.provisionalPrice)}</Stat>
        <Stat label={t`Actual underwriting price`}>{money(p.underwritingPrice)}</Stat>
        <Stat label={t`Market price`}>{money(p.marketPrice)}</Stat>
        <Stat label={t`Price difference`}>
          <span className={profitClass(p.priceDifference)}>{money(p.priceDifference)}</span>
        </Stat>
        <Stat label={t`Premium`}>
          <span className={profitClass(p.premiumPercent)}>
            {p.premiumPercent === null ? '—' : formatPercent(p.premiumPercent)}
          </span>
        </Stat>
        <Stat label={t`Shares offered`}>{formatCount(String(p.issueShares))}</Stat>
        <Stat label={t`Minimum subscription`}>{t`${formatCount(String(p.minShares))} shares`}</Stat>
        <Stat label={t`Application period`}>
          {formatDay(p.opensAt)} – {formatDay(p.closesAt)}
        </Stat>
        <Stat label={t`Draw date`}>{formatDay(p.drawAt)}</Stat>
        <Stat label={t`Distribution date`}>{formatDay(p.distributionAt)}</Stat>
        <Stat label={t`Listing date`}>{formatDay(p.listingAt)}</Stat>
        <Stat label={t`Issue market`}>{p.issueMarket}</Stat>
        <Stat label={t`Sponsor broker`}>{withDemoMark(i18n, p.sponsor)}</Stat>
        <Stat label={t`Winning rate`}>{formatPercent(p.winningRate)}</Stat>
      </dl>
      {takesSubscriptions(p.phase) && (
        <Link className="button primary" to={`/home/newStockBuy?id=${p.id}`}>
          {t`Subscribe`}
        </Link>
      )}
    </li>
  )
}
