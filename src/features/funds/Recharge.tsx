import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { channelsCall } from '../../../machines/funds/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ChevronIcon } from '../../components/icons.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatAmount } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'
import { useMarket } from '../../lib/useMarket.ts'

/** /information/recharge — the deposit channels of the chosen market (spec §2 Recharge). */
export default function Recharge() {
  const { t } = useLingui()
  const market = useMarket()
  const channels = useLoad(channelsCall, { type: market })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Deposit`} />
      <p className="muted">{t`Choose where to send your transfer.`}</p>
      <LoadState
        load={channels}
        empty={<p className="empty">{t`There is no deposit channel for this market yet.`}</p>}
      >
        {(list) => (
          <nav className="menu">
            {list.map((c) => (
              <Link key={c.id} to={`/information/rechargeChannel?id=${c.id}`}>
                <span>
                  <strong>{c.kind === 'bank' ? t`Bank transfer` : t`Crypto transfer`}</strong>
                  {c.private ? (
                    <>
                      {' '}
                      <span className="badge-plain" data-testid="channel-private-badge">
                        {t`Private`}
                      </span>
                    </>
                  ) : null}
                  {c.demo ? (
                    <>
                      {' '}
                      <span className="badge-plain" data-testid="channel-demo">
                        {t`Demo data`}
                      </span>
                    </>
                  ) : null}
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
        )}
      </LoadState>
    </section>
  )
}
