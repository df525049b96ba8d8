import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ordersCall, type Position, userStockListCall } from '../../../machines/order/calls.ts'
import { hasEnded } from '../../../machines/order/machine.ts'
import {
  liveNetProfit,
  POSITION_TAB_IDS,
  type PositionTab,
  realisedSummary,
  totalProfit,
} from '../../../machines/positions.ts'
import { LIST_PAGE_SIZE, type Market, POSITION_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { POSITION_TAB_LABELS } from '../../i18n/labels/trade.ts'
import { formatMoney, profitClass } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useSlot } from '../../lib/slots.ts'
import { useLoad } from '../../lib/useCall.ts'
import { PositionList } from './PositionList.tsx'
import { useLivePrices } from './useLivePrices.ts'

/**
 * /trade/index — tab 3: the positions of the chosen market by tab (spec §2 Positions), with live
 * market value and yingkui, and their total profit (spec §7 trade/userstocklist).
 */
export default function TradeIndex() {
  const { t, i18n } = useLingui()
  const { market } = useServices()
  const SubscriptionList = useSlot('ipoSubscriptionList')
  const PlansOnTrade = useSlot('plansOnTrade')
  const type = useSelector(market, (s) => s.context.market)
  const [params] = useSearchParams()
  const [tab, setTab] = useState<PositionTab | 'subscription'>(
    params.get('tab') === 'subscription' ? 'subscription' : 'holdings',
  )
  const [page, setPage] = useState(1)
  const open = useLoad(userStockListCall, { type, page: 1, size: POSITION_PAGE_SIZE })
  const orders = useLoad(ordersCall, {
    type,
    tab: tab === 'subscription' ? 'holdings' : tab,
    page,
    size: LIST_PAGE_SIZE,
  })
  const shown = orders.data?.list ?? []
  const held = open.data ?? []
  // Live prices for the rows on screen and for every open position the total sums.
  const prices = useLivePrices(
    [...held, ...shown].filter((p) => !hasEnded(p.state)).map((p) => p.code),
  )
  const reload = () => {
    open.refresh()
    orders.refresh()
  }

  return (
    <section className="screen trade-screen">
      <h1 className="screen-title">{t`Positions`}</h1>
      {/* Each tab says what its figure sums (issue 48: the open positions' total sat above the
          Ended tab's closed trades, which it does not count). */}
      {tab === 'ended' ? (
        <LoadState load={orders}>
          {({ list }) => <EndedSummary list={list} market={type} />}
        </LoadState>
      ) : tab === 'subscription' ? null : (
        <LoadState load={open}>
          {(list) => {
            const total = totalProfit(
              list.map((p) => ({ profit: liveNetProfit(p, prices.get(p.code)) })),
            )
            return (
              <div className="summary-card">
                <span className="muted">{t`Open positions: profit after fees`}</span>
                <strong className={profitClass(total)} data-testid="total-profit">
                  {formatMoney(total, type)}
                </strong>
              </div>
            )
          }}
        </LoadState>
      )}
      <SegmentedTabs
        label={t`Positions`}
        choices={[
          { value: 'subscription' as const, label: t`Subscription` },
          ...POSITION_TAB_IDS.map((id) => ({ value: id, label: i18n._(POSITION_TAB_LABELS[id]) })),
        ]}
        selected={tab}
        onSelect={(next) => {
          setTab(next)
          setPage(1)
          // A payment on the Subscription tab opens a position: the other tabs read afresh.
          reload()
        }}
      />
      {tab === 'subscription' ? (
        <SubscriptionList market={type} />
      ) : (
        // No `empty` here: the list says so itself, and keeps a close's result on screen.
        <LoadState load={orders}>
          {({ list, total }) => (
            <PositionList
              list={list}
              total={total}
              page={page}
              prices={prices}
              empty={
                tab === 'holdings' ? t`You hold no positions in this market.` : t`Nothing here yet.`
              }
              onPage={setPage}
              onChanged={reload}
            />
          )}
        </LoadState>
      )}
      {/* The savings plans (issue 52), of every currency: a card of the plans line. */}
      <PlansOnTrade />
    </section>
  )
}

/**
 * The Ended tab's figure: the realised profit after fees of the closed positions on the page, and
 * how many they are (a cancelled order realised nothing and is not counted).
 */
function EndedSummary({ list, market }: { list: Position[]; market: Market }) {
  const { t } = useLingui()
  const { total, count } = realisedSummary(list)
  return (
    <div className="summary-card" data-testid="ended-summary">
      <span className="muted">{t`Realised profit after fees, ${count} closed on this page`}</span>
      <strong className={profitClass(total)} data-testid="ended-profit">
        {formatMoney(total, market)}
      </strong>
    </div>
  )
}
