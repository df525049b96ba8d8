import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { CALENDAR_HOURS } from '../../../machines/calendar/hours.ts'
import { marketListCall } from '../../../machines/marketView/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { STATUS_LABELS } from '../../i18n/labels/market.ts'
import { formatPrice } from '../../lib/price.ts'
import { useLoad } from '../../lib/useCall.ts'
import { useListMarket } from '../../lib/useListMarket.ts'
import { OrderPanel } from './OrderPanel.tsx'

type Mode = 'day' | 'preMarket' | 'afterHours'

/** How many shares the picker lists: the largest of the board. */
const PICKER_SIZE = 30

/**
 * /home/dayTrading — day trades (no lock, closed by the server when the session ends) in the
 * chosen market; with `mode=preMarket` or `mode=afterHours`, US shares in their extended sessions
 * (spec §9), where only limit orders are taken.
 */
export default function DayTrading() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const mode = (
    ['preMarket', 'afterHours'].includes(params.get('mode') ?? '') ? params.get('mode') : 'day'
  ) as Mode
  const listMarket = useListMarket()
  // spec §9: the extended sessions are the US market's
  const type = mode === 'day' ? listMarket : 'usd'
  const shares = useLoad(marketListCall, {
    type,
    board: 'listed',
    page: 1,
    size: PICKER_SIZE,
  })
  const [code, setCode] = useState<string | null>(null)
  const us = CALENDAR_HOURS.us
  const title =
    mode === 'preMarket' ? t`Pre-market` : mode === 'afterHours' ? t`After-hours` : t`Day trading`
  return (
    <section className="screen sub-screen">
      <BackBar title={title} />
      <p className="muted small intro">
        {mode === 'day'
          ? t`Day trades carry no lock and are closed automatically when the session ends.`
          : mode === 'preMarket'
            ? t`US shares before the opening bell, ${us.extendedOpen}–${us.open} New York time. Limit orders only.`
            : t`US shares after the closing bell, ${us.close}–${us.extendedClose} New York time. Limit orders only.`}
      </p>
      <LoadState load={shares}>
        {({ list }) => (
          // Only with a share picked does the list make room for the ticket below it.
          <ul className={code ? 'list picker compact' : 'list picker'}>
            {list.map((row) => (
              <li key={row.code}>
                <button
                  type="button"
                  className={row.code === code ? 'pick on' : 'pick'}
                  aria-pressed={row.code === code}
                  onClick={() => setCode(row.code)}
                >
                  <span>
                    <strong>{row.name}</strong> <span className="muted">{row.code}</span>
                  </span>
                  <span className="muted small">{i18n._(STATUS_LABELS[row.status])}</span>
                  <span>{formatPrice(row.price, row.currency)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {code && (
        <OrderPanel
          key={`${code}-${mode}`}
          code={code}
          initial={mode === 'day' ? { businessType: 'dayTrading' } : { priceType: 'limit' }}
        />
      )}
    </section>
  )
}
