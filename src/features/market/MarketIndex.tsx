import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Board } from '../../../machines/marketData.ts'
import { marketListCall } from '../../../machines/marketView/calls.ts'
import { LiveNotice, SimulatedNote } from '../../components/LiveNotice.tsx'
import { QuoteList } from '../../components/QuoteList.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { useServices } from '../../lib/services.ts'
import { useSlot } from '../../lib/slots.ts'
import { useListMarket } from '../../lib/useListMarket.ts'
import { useMarketView } from '../../lib/useMarketView.ts'

/** spec §2 Market tabs; Subscription lists the new shares instead of quotes. */
const TABS: Array<{ board: Board; label: MessageDescriptor; needs?: string }> = [
  { board: 'listed', label: msg`Listed` },
  { board: 'otc', label: msg`OTC` },
  // Decision 0073: exchange-traded funds, for savings plans and on their own.
  { board: 'etf', label: msg`ETFs` },
  { board: 'subscription', label: msg`Subscription`, needs: '/home/newStock' },
  { board: 'auction', label: msg`Auction` },
  { board: 'crypto', label: msg`Digital Currency` },
  { board: 'forex', label: msg`Forex` },
]

/** spec §2 Market quick links, each shown once its screen exists. */
const QUICK_LINKS: Array<{ to: string; label: MessageDescriptor }> = [
  { to: '/market/index?board=listed', label: msg`Stocks` },
  { to: '/market/zhiShu', label: msg`Index` },
  { to: '/home/newStock', label: msg`New-share subscription` },
  { to: '/home/dayTrading?mode=preMarket', label: msg`Pre-market` },
  { to: '/home/dayTrading?mode=afterHours', label: msg`After-hours` },
  { to: '/home/dayTrading', label: msg`Day trading` },
  { to: '/home/blockTrade', label: msg`Block trade` },
  { to: '/home/quantifyDetail', label: msg`AI quant` },
  { to: '/home/quantifyTrading', label: msg`Quantitative trading` },
]

/** /market/index — tab 1: the boards of the chosen market, live. */
export default function MarketIndex() {
  const { i18n } = useLingui()
  const { call, isBuiltRoute } = useServices()
  const ProductList = useSlot('ipoProductList')
  const type = useListMarket()
  const [params, setParams] = useSearchParams()
  const tabs = TABS.filter((tab) => !tab.needs || isBuiltRoute(tab.needs))
  const board = tabs.find((tab) => tab.board === params.get('board'))?.board ?? 'listed'
  const load = useCallback(
    async () => (await call(marketListCall, { type, board, page: 1, size: 500 })).list,
    [call, type, board],
  )
  const view = useMarketView(load, `${type}:${board}`)
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  const links = QUICK_LINKS.filter((l) => isBuiltRoute(l.to.split('?')[0]!))
  return (
    <section className="screen market-screen">
      <nav className="quick-links">
        {links.map((link) => (
          <Link key={link.label.id} to={link.to} replace={link.to.startsWith('/market/index')}>
            {i18n._(link.label)}
          </Link>
        ))}
      </nav>
      <SegmentedTabs
        choices={tabs.map((tab) => ({ value: tab.board, label: i18n._(tab.label) }))}
        selected={board}
        onSelect={(value) => setParams({ board: value }, { replace: true })}
      />
      {board === 'subscription' ? (
        <ProductList phase="open" market={type} />
      ) : (
        <BoardQuotes view={view} onVisible={onVisible} />
      )}
    </section>
  )
}

function BoardQuotes({
  view,
  onVisible,
}: {
  view: ReturnType<typeof useMarketView>
  onVisible(codes: string[]): void
}) {
  const { i18n } = useLingui()
  return (
    <>
      <SimulatedNote />
      <LiveNotice status={view.status} />
      {view.showing &&
        (view.rows.length === 0 ? (
          <p className="empty">{i18n._(msg`Nothing is listed on this board right now.`)}</p>
        ) : (
          <QuoteList rows={view.rows} onVisible={onVisible} />
        ))}
    </>
  )
}
