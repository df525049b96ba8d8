import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { marketListCall, newsListCall } from '../../../machines/marketView/calls.ts'
import { LiveNotice, SimulatedNote } from '../../components/LiveNotice.tsx'
import { detailPath, QuoteList } from '../../components/QuoteList.tsx'
import { localeOf } from '../../i18n/locales.ts'
import { newsText } from '../../i18n/newsText.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatChangePercent, formatPrice, trendOf } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useListMarket } from '../../lib/useListMarket.ts'
import { useLoad } from '../../lib/useLoad.ts'
import { useMarketView } from '../../lib/useMarketView.ts'

/** spec §2 Home tabs; IPO, block trade and quant appear when their screens land. */
const HOME_TABS: Array<{ to: string; label: MessageDescriptor }> = [
  { to: '/home/index', label: msg`Stocks` },
  { to: '/home/newStock', label: msg`IPO` },
  { to: '/home/fllow', label: msg`Follow funds` },
  { to: '/home/dividend', label: msg`Dividends` },
  { to: '/home/blockTrade', label: msg`Block trade` },
  { to: '/home/quantifyTrading', label: msg`Quantitative trading` },
]

/** The home screen's news strip shows the few latest items; the news list has the rest. */
const NEWS_STRIP_ITEMS = 3

/** /home/index — tab 0: the market's indices and shares, live, and the latest news. */
export default function HomeIndex() {
  const { i18n } = useLingui()
  const { isBuiltRoute } = useServices()
  const tabs = HOME_TABS.filter((tab) => isBuiltRoute(tab.to))
  return (
    <section className="screen home-screen">
      {tabs.length > 1 && (
        <nav className="seg-tabs">
          {tabs.map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              className={tab.to === '/home/index' ? 'seg-tab navActive' : 'seg-tab'}
            >
              {i18n._(tab.label)}
            </Link>
          ))}
        </nav>
      )}
      <NewsStrip />
      <MarketOverview />
    </section>
  )
}

/** spec §2 Home: real-time news — the latest market events and articles. */
function NewsStrip() {
  const { t, i18n } = useLingui()
  const load = useLoad(newsListCall, {
    category: 'stock',
    page: 1,
    size: NEWS_STRIP_ITEMS,
    lang: localeOf(i18n),
  })
  return (
    <section className="card news-strip">
      <header className="screen-head">
        <h2>{t`Latest news`}</h2>
        <Link className="link-button" to="/home/newsList">
          {t`More`}
        </Link>
      </header>
      {load.data && (
        <ul>
          {load.data.list.map((item) => (
            <li key={item.id}>
              <Link
                to={`/home/newsDetail?id=${encodeURIComponent(item.id)}&category=${item.category}`}
              >
                <span>{newsText(i18n, item).title}</span>
                <small>{formatDateTime(item.publishedAt)}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function MarketOverview() {
  const { t } = useLingui()
  const { call } = useServices()
  const type = useListMarket()
  const load = useCallback(async () => {
    const [indices, shares] = await Promise.all([
      call(marketListCall, { type, board: 'index', size: 10 }),
      call(marketListCall, { type, board: 'listed', size: 500 }),
    ])
    return [...indices.list, ...shares.list]
  }, [call, type])
  const view = useMarketView(load, type)
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  const indices = view.rows.filter((r) => r.board === 'index')
  const shares = view.rows.filter((r) => r.board !== 'index')
  const indexCodes = indices.map((r) => r.code)
  return (
    <>
      <LiveNotice status={view.status} />
      {indices.length > 0 && (
        <div className="index-cards">
          {indices.map((row) => (
            <Link key={row.code} className="index-card" to={detailPath(row)}>
              <small>{row.name}</small>
              <strong className={trendOf(row.change)}>{formatPrice(row.price, null)}</strong>
              <span className={trendOf(row.change)}>{formatChangePercent(row.changePercent)}</span>
            </Link>
          ))}
        </div>
      )}
      {shares.length > 0 && (
        <>
          <h2 className="section-title">{t`Shares`}</h2>
          <QuoteList rows={shares} onVisible={(codes) => onVisible([...indexCodes, ...codes])} />
          {/* Every board of the market, from home (issue 48: /home/market had no link). */}
          <Link className="button secondary" to="/home/market" data-testid="all-markets">
            {t`All markets`}
          </Link>
        </>
      )}
      <SimulatedNote />
    </>
  )
}
