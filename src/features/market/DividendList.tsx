import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { type DividendStock, marketDividendsCall } from '../../../machines/marketView/dividends.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatDay } from '../../lib/date.ts'
import { rateOf } from '../../lib/percent.ts'
import { formatPrice } from '../../lib/price.ts'
import { useListMarket } from '../../lib/useListMarket.ts'
import { useLoad } from '../../lib/useLoad.ts'

const SORTS = ['yield', 'next'] as const
type Sort = (typeof SORTS)[number]

/** How the page orders the shares: highest yield first, or the soonest next ex-date first. */
const ORDER: Record<Sort, (a: DividendStock, b: DividendStock) => number> = {
  yield: (a, b) => Number(b.yield) - Number(a.yield),
  next: (a, b) => ((a.next?.exDay ?? '9999') < (b.next?.exDay ?? '9999') ? -1 : 1),
}

/** /home/dividend — the dividend stocks of the chosen market (spec §1, §2 dividend page). */
export default function DividendList() {
  const { t } = useLingui()
  const market = useListMarket()
  const [params, setParams] = useSearchParams()
  const sort: Sort = params.get('sort') === 'next' ? 'next' : 'yield'
  const load = useLoad(marketDividendsCall, { type: market })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Dividend stocks`} />
      <SegmentedTabs
        look="chips"
        label={t`Sort by`}
        choices={[
          { value: 'yield' as const, label: t`Highest yield` },
          { value: 'next' as const, label: t`Next ex-date` },
        ]}
        selected={sort}
        onSelect={(value) => setParams({ sort: value }, { replace: true })}
      />
      <p className="muted small">{t`Per share. The next dividend is estimated from the yield at today’s price until it goes ex.`}</p>
      <LoadState
        load={load}
        empty={<p className="empty">{t`No share of this market pays a dividend.`}</p>}
      >
        {(list) => (
          <ul className="list" data-testid="dividend-list">
            {[...list].sort(ORDER[sort]).map((s) => (
              <DividendRow key={s.code} stock={s} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function DividendRow({ stock: s }: { stock: DividendStock }) {
  const { t } = useLingui()
  const currency = s.currency === 'USD' ? 'USD' : 'EUR'
  const cash = (v: string) => formatPrice(v, currency)
  return (
    <li className="card" data-testid={`dividend-${s.code}`}>
      <Link to={`/market/stockDetail?code=${encodeURIComponent(s.code)}`} className="card-link">
        <header className="screen-head">
          <strong>{s.name}</strong>
          <small className="muted">{s.code}</small>
        </header>
        <dl className="stats">
          <Stat label={t`Dividend yield`}>
            <span data-testid="yield">{rateOf(s.yield)}</span>
          </Stat>
          <Stat label={t`Price`}>{formatPrice(s.price, currency)}</Stat>
          <Stat label={t`Last ex-date`}>{s.last ? formatDay(s.last.exDay) : '—'}</Stat>
          <Stat label={t`Last dividend, paid ${s.last ? formatDay(s.last.payDay) : '—'}`}>
            {s.last ? cash(s.last.cash) : '—'}
          </Stat>
          <Stat label={t`Next ex-date`}>{s.next ? formatDay(s.next.exDay) : '—'}</Stat>
          <Stat
            label={t`Next dividend (estimated), paid ${s.next ? formatDay(s.next.payDay) : '—'}`}
          >
            {s.next ? cash(s.next.cash) : '—'}
          </Stat>
        </dl>
      </Link>
    </li>
  )
}
