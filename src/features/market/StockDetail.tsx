import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import type { StockDetail as Detail } from '../../../machines/marketData.ts'
import {
  favoriteAddCall,
  favoriteHasCall,
  favoriteRemoveCall,
  marketDetailCall,
} from '../../../machines/marketView/calls.ts'
import { formatCount, formatDecimal, formatPercent } from '../../../machines/money.ts'
import { STORAGE_KEYS } from '../../../machines/rules.ts'
import {
  watchlistStarSelectors as select,
  watchlistStarMachine,
} from '../../../machines/watchlistStar.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { FlagBadges } from '../../components/FlagBadges.tsx'
import { StarIcon } from '../../components/icons.tsx'
import { LiveNotice, SimulatedNote } from '../../components/LiveNotice.tsx'
import { Stat } from '../../components/Stat.tsx'
import { STATUS_LABELS } from '../../i18n/labels/market.ts'
import { formatDay } from '../../lib/date.ts'
import { formatChange, formatChangePercent, formatPrice, trendOf } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useSlot } from '../../lib/slots.ts'
import { useMarketView } from '../../lib/useMarketView.ts'
import { rememberBrowsed } from './browseHistory.ts'
import { ChartPanel } from './ChartPanel.tsx'
import { EtfFactsCard } from './EtfFactsCard.tsx'
import { INDUSTRY_LABELS } from './industries.ts'

/** /market/stockDetail and /market/stockDetailzs: one instrument, live, with its chart. */
export default function StockDetail() {
  const [params] = useSearchParams()
  const code = params.get('code') ?? ''
  return code ? <InstrumentDetail code={code} /> : <NoInstrument />
}

/** Opened without an instrument (an old link, a hand-typed address): say so, and where to pick one. */
function NoInstrument() {
  const { t } = useLingui()
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Market`} />
      <div className="empty" data-testid="no-instrument">
        <p>{t`No share or coin chosen.`}</p>
        <Link className="button primary" to="/market/index">
          {t`Browse the market`}
        </Link>
      </div>
    </section>
  )
}

function InstrumentDetail({ code }: { code: string }) {
  const { t, i18n } = useLingui()
  const { call, store } = useServices()
  const OrderPanel = useSlot('tradeOrderPanel')
  const PriceAlerts = useSlot('alertsOnInstrument')
  const load = useCallback(async () => [await call(marketDetailCall, { code })], [call, code])
  const view = useMarketView(load, code)
  const detail = view.rows[0] as Detail | undefined
  const price = useSelector(view.actor, (s) => s.context.rows[0]?.price)
  const live = useMemo(() => (price ? { price, at: Date.now() } : null), [price])

  useEffect(() => {
    if (!detail) return
    store.setItem(STORAGE_KEYS.lastStock, JSON.stringify({ code: detail.code, name: detail.name }))
    rememberBrowsed(store, { code: detail.code, name: detail.name, board: detail.board })
  }, [detail?.code, detail?.name, detail?.board, store, detail])

  return (
    <section className="screen sub-screen">
      <BackBar title={detail ? detail.name : t`Market`} />
      <LiveNotice status={view.status} />
      {detail && view.showing && (
        <>
          <header className="detail-head">
            <div>
              <p className="detail-code">
                {detail.code} · {i18n._(STATUS_LABELS[detail.status])}
              </p>
              <p className={`detail-price ${trendOf(detail.change)}`} data-testid="detail-price">
                {formatPrice(detail.price, detail.currency)}
              </p>
              <p className={`detail-change ${trendOf(detail.change)}`}>
                {formatChange(detail.change)} ({formatChangePercent(detail.changePercent)})
              </p>
              <FlagBadges flags={detail.flags} />
            </div>
            <FavoriteStar key={detail.code} code={detail.code} />
          </header>
          <dl className="stats">
            <Stat label={t`Open`}>{formatDecimal(detail.open)}</Stat>
            <Stat label={t`Previous close`}>{formatDecimal(detail.prevClose)}</Stat>
            <Stat label={t`High`}>{formatDecimal(detail.high)}</Stat>
            <Stat label={t`Low`}>{formatDecimal(detail.low)}</Stat>
            <Stat label={t`Daily range`}>
              {formatDecimal(detail.low)} – {formatDecimal(detail.high)}
            </Stat>
            {detail.volume !== null && <Stat label={t`Volume`}>{formatCount(detail.volume)}</Stat>}
            {detail.turnover !== null && (
              <Stat label={t`Turnover`}>{formatPrice(detail.turnover, detail.currency)}</Stat>
            )}
            <Stat label={t`52-week high`}>{formatDecimal(detail.high52w)}</Stat>
            <Stat label={t`52-week low`}>{formatDecimal(detail.low52w)}</Stat>
            {detail.marketCap && (
              <Stat label={t`Market cap`}>{formatPrice(detail.marketCap, detail.currency)}</Stat>
            )}
            {detail.foreignRatio && (
              <Stat label={t`Foreign ownership`}>{formatPercent(detail.foreignRatio)}</Stat>
            )}
            <Stat label={t`Industry group`}>
              {INDUSTRY_LABELS[detail.industry]
                ? i18n._(INDUSTRY_LABELS[detail.industry]!)
                : detail.industry}
            </Stat>
          </dl>
          <ChartPanel
            code={detail.code}
            timeZone={detail.timeZone}
            decimals={detail.decimals}
            live={live}
          />
          {detail.board === 'index' ? (
            // An index has no order panel: said, rather than a ticket that can never be sent.
            <p className="muted small" data-testid="index-not-traded">
              {t`An index is not traded itself: it shows how its market moves. Its shares are.`}
            </p>
          ) : (
            <OrderPanel code={detail.code} livePrice={price} />
          )}
          <PriceAlerts code={detail.code} lastPrice={price ?? null} currency={detail.currency} />
          <Fundamentals detail={detail} />
          <SimulatedNote />
        </>
      )}
    </section>
  )
}

function Fundamentals({ detail }: { detail: Detail }) {
  const { t } = useLingui()
  const money = (text: string) => formatPrice(text, detail.currency)
  return (
    <>
      {detail.etf && <EtfFactsCard etf={detail.etf} currency={detail.currency} />}
      {detail.fundamentals && (
        <section className="card">
          <h2>{t`Fundamentals (last fiscal year)`}</h2>
          <dl className="stats">
            <Stat label={t`Sales`}>{money(detail.fundamentals.sales)}</Stat>
            <Stat label={t`Operating profit`}>{money(detail.fundamentals.operatingProfit)}</Stat>
            <Stat label={t`Net profit`}>{money(detail.fundamentals.netProfit)}</Stat>
          </dl>
        </section>
      )}
      {detail.shortSelling && (
        <section className="card">
          <h2>{t`Short selling`}</h2>
          <dl className="stats">
            <Stat label={t`Short-sale share of volume`}>
              {formatPercent(detail.shortSelling.shortRatio)}
            </Stat>
            <Stat label={t`Short volume`}>{formatCount(detail.shortSelling.shortVolume)}</Stat>
            <Stat label={t`Days to cover`}>{formatDecimal(detail.shortSelling.daysToCover)}</Stat>
          </dl>
        </section>
      )}
      {detail.investorTrends.length > 0 && (
        <section className="card">
          <h2>{t`Investor trends (net shares bought)`}</h2>
          <table className="trends">
            <thead>
              <tr>
                <th>{t({ message: 'Day', context: 'date column' })}</th>
                <th>{t`Retail`}</th>
                <th>{t`Institutions`}</th>
                <th>{t`Foreign`}</th>
              </tr>
            </thead>
            <tbody>
              {detail.investorTrends.map((d) => (
                <tr key={d.day}>
                  <td>{formatDay(d.day)}</td>
                  {(['retail', 'institutions', 'foreign'] as const).map((group) => (
                    <td key={group} className={trendOf(d[group])}>
                      {formatDecimal(d[group])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  )
}

/** spec §2 Watchlist: add and remove from stock detail (the watchlist star machine). */
function FavoriteStar({ code }: { code: string }) {
  const { t } = useLingui()
  const { call } = useServices()
  const star = useActorRef(
    watchlistStarMachine.provide({
      actors: {
        isFollowed: fromPromise(async ({ input }) => (await call(favoriteHasCall, input)).favorite),
        follow: fromPromise(({ input }) => call(favoriteAddCall, input)),
        unfollow: fromPromise(({ input }) => call(favoriteRemoveCall, { codes: [input.code] })),
      },
    }),
    { input: { code } },
  )
  const shown = useSelector(star, select.isShown)
  const on = useSelector(star, select.isOn)
  const canToggle = useSelector(star, select.canToggle)
  const canRetry = useSelector(star, select.canRetry)
  // The check failed (issue 22: the star vanished, with no way to ask again): offer to.
  if (canRetry)
    return (
      <button
        type="button"
        className="star star-retry"
        aria-label={t`Watchlist unavailable: tap to try again`}
        onClick={() => star.send({ type: 'star.retry' })}
      >
        <StarIcon />
      </button>
    )
  if (!shown) return null
  return (
    <button
      type="button"
      className={on ? 'star on' : 'star'}
      aria-pressed={on}
      aria-label={on ? t`Remove from watchlist` : t`Add to watchlist`}
      disabled={!canToggle}
      onClick={() => star.send({ type: 'star.toggle' })}
    >
      <StarIcon />
    </button>
  )
}
