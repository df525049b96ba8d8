import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { formatCount } from '../../../machines/money.ts'
import { blockProductsCall } from '../../../machines/order/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatPrice } from '../../lib/price.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /home/blockTrade — block-trade products: block price, minimum shares and window (spec §2). */
export default function BlockTrade() {
  const { t } = useLingui()
  const products = useLoad(blockProductsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Block trade`} />
      <p className="intro">
        <Link to="/home/blockTrade2">{t`My block trades`}</Link>
      </p>
      <LoadState
        load={products}
        empty={<p className="empty">{t`No block trades are offered at the moment.`}</p>}
      >
        {(list) => (
          <ul className="list">
            {list.map((p) => (
              <li key={p.id} className="position-row">
                <header>
                  <Link to={`/home/blockTrade1?id=${p.id}`}>
                    <strong>{p.name}</strong> <span className="muted">{p.code}</span>
                  </Link>
                  <span className={p.open ? 'state-badge holding' : 'state-badge'}>
                    {p.open
                      ? // Not the stock detail's "Open" (the opening price): a word of its own.
                        t({ message: 'Open', context: 'block trade status' })
                      : t`Opens ${formatDateTime(p.opensAt)}`}
                  </span>
                </header>
                <div className="figures">
                  <span>
                    <small className="muted">{t`Block price`}</small>
                    {formatPrice(p.blockPrice, p.currency)}
                  </span>
                  <span>
                    <small className="muted">{t`Last price`}</small>
                    {p.lastPrice ? formatPrice(p.lastPrice, p.currency) : '—'}
                  </span>
                  <span>
                    <small className="muted">{t`Minimum shares`}</small>
                    {formatCount(String(p.minShares))}
                  </span>
                </div>
                <div className="muted small">{t`Closes ${formatDateTime(p.closesAt)}`}</div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}
