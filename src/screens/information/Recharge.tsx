import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { BackBar } from '../../components/BackBar.tsx'
import { ChevronIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useMarket } from '../../funds/useFundsActions.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

export interface Channel {
  id: number
  kind: 'bank' | 'crypto'
  currency: string
  accountName: string
  accountNumber: string
  bankName: string
  min: string
  max: string
}

/** /information/recharge — the deposit channels of the chosen market (spec §2 Recharge). */
export default function Recharge() {
  const { t } = useLingui()
  const market = useMarket()
  const channels = useApiData<Channel[]>('funds/channels', { type: market })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Deposit`} />
      <p className="muted">{t`Choose where to send your transfer.`}</p>
      <LoadState load={channels}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">{t`There is no deposit channel for this market yet.`}</p>
          ) : (
            <nav className="menu">
              {list.map((c) => (
                <Link key={c.id} to={`/information/rechargeChannel?id=${c.id}`}>
                  <span>
                    <strong>{c.kind === 'bank' ? t`Bank transfer` : t`Crypto transfer`}</strong>
                    <span className="muted small">
                      {' '}
                      {c.currency} · {formatAmount(c.min, c.currency)} –{' '}
                      {formatAmount(c.max, c.currency)}
                    </span>
                  </span>
                  <ChevronIcon />
                </Link>
              ))}
            </nav>
          )
        }
      </LoadState>
    </section>
  )
}
