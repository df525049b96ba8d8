import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { signOfAmount } from '../../../machines/money.ts'
import { totalProfit } from '../../../machines/positions.ts'
import { POSITION_PAGE_SIZE } from '../../../machines/rules.ts'
import { useServices } from '../../app/services.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatMoney } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface Position {
  orderNo: string
  code: string
  name: string
  direction: 'long' | 'short'
  lots: number
  buyPrice: string
  buyTime: string
  yingkui: string
}

/** /trade/index — tab 3: the positions of the chosen market and their total profit (spec §7). */
export default function TradeIndex() {
  const { t } = useLingui()
  const { market } = useServices()
  const type = useSelector(market, (s) => s.context.market)
  const positions = useApiData<Position[]>('trade/userstocklist', {
    type,
    page: 1,
    size: POSITION_PAGE_SIZE,
  })
  return (
    <section className="screen">
      <h1 className="screen-title">{t`Positions`}</h1>
      <LoadState load={positions}>
        {(list) => (
          <>
            <div className="summary-card">
              <span className="muted">{t`Total profit`}</span>
              <strong className={profitClass(totalProfit(list))}>
                {formatMoney(totalProfit(list), type)}
              </strong>
            </div>
            {list.length === 0 ? (
              <p className="empty">{t`You hold no positions in this market.`}</p>
            ) : (
              <ul className="list">
                {list.map((p) => (
                  <li key={p.orderNo} className="list-row">
                    <div>
                      <strong>{p.name}</strong> <span className="muted">{p.code}</span>
                      <div className="muted small">
                        {p.direction === 'long' ? t`Long` : t`Short`} · {t`${p.lots} lots`} ·{' '}
                        {formatDateTime(p.buyTime)}
                      </div>
                    </div>
                    <strong className={profitClass(p.yingkui)}>
                      {formatMoney(p.yingkui, type)}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </section>
  )
}

/** Gains and losses in their colours; nothing for zero. */
function profitClass(decimal: string) {
  const sign = signOfAmount(decimal)
  return sign === 1 ? 'up' : sign === -1 ? 'down' : undefined
}
