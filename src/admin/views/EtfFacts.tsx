import { useLingui } from '@lingui/react/macro'
import { formatPercent } from '../../../machines/money.ts'
import { adminEtfListCall } from '../../../machines/plans/calls.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { formatAmount } from '../../lib/money.ts'
import { formatPrice } from '../../lib/price.ts'
import { useAdminLoad } from '../useAdminCall.ts'

/**
 * The exchange's ETFs with their public facts (issue 52 item 5), for the operator who answers an
 * investor's question about a fund: read-only, as the facts are the seed's, rounded.
 */
export function EtfFacts() {
  const { t } = useLingui()
  const load = useAdminLoad(adminEtfListCall, {})
  const replication = {
    physical: t`Physical (full)`,
    sampling: t`Physical (sampling)`,
    synthetic: t`Synthetic (swap)`,
  }
  const distribution = {
    accumulating: t`Accumulating`,
    distributing: t`Distributing`,
  }
  return (
    <section>
      <LoadState load={load} empty={<p className="empty">{t`The exchange lists no ETF.`}</p>}>
        {({ list }) => (
          <table className="admin-table" data-testid="admin-etfs">
            <thead>
              <tr>
                <th>{t`Code`}</th>
                <th>{t`Name`}</th>
                <th>{t`Issuer`}</th>
                <th>{t`Index tracked`}</th>
                <th>{t`TER a year`}</th>
                <th>{t`Replication`}</th>
                <th>{t`Dividends`}</th>
                <th>{t`Fund size`}</th>
                <th>{t`Last price`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((e) => (
                <tr key={e.code}>
                  <td>{e.code}</td>
                  <td>{e.name}</td>
                  <td>{e.facts.issuer}</td>
                  <td>{e.facts.index}</td>
                  <td>{formatPercent(e.facts.ter)}</td>
                  <td>{replication[e.facts.replication]}</td>
                  <td>{distribution[e.facts.distribution]}</td>
                  <td>{formatPrice(e.facts.fundSize, e.currency === 'USD' ? 'USD' : 'EUR')}</td>
                  <td>{e.price === null ? '—' : formatAmount(e.price, e.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </section>
  )
}
