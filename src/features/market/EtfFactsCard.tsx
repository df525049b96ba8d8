import { useLingui } from '@lingui/react/macro'
import type { EtfFacts } from '../../../machines/marketData.ts'
import { formatPercent } from '../../../machines/money.ts'
import { Stat } from '../../components/Stat.tsx'
import { ETF_DISTRIBUTION_LABELS, ETF_REPLICATION_LABELS } from '../../i18n/labels/market.ts'
import { formatPrice } from '../../lib/price.ts'

/** An ETF's public facts on its page (issue 52): who runs it, what it tracks, what it costs. */
export function EtfFactsCard({ etf, currency }: { etf: EtfFacts; currency: 'EUR' | 'USD' | null }) {
  const { t, i18n } = useLingui()
  return (
    <section className="card" data-testid="etf-facts">
      <h2>{t`Fund facts`}</h2>
      <dl className="stats">
        <Stat label={t`Issuer`}>{etf.issuer}</Stat>
        <Stat label={t`Index tracked`}>{etf.index}</Stat>
        <Stat label={t`Total expense ratio (a year)`}>{formatPercent(etf.ter)}</Stat>
        <Stat label={t`Replication`}>{i18n._(ETF_REPLICATION_LABELS[etf.replication])}</Stat>
        <Stat label={t`Dividends`}>{i18n._(ETF_DISTRIBUTION_LABELS[etf.distribution])}</Stat>
        <Stat label={t`Fund size`}>{formatPrice(etf.fundSize, currency)}</Stat>
      </dl>
    </section>
  )
}
