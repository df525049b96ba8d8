import { useLingui } from '@lingui/react/macro'
import { ipoListCall } from '../../../machines/ipo/calls.ts'
import type { IpoPhase } from '../../../machines/ipo/phase.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { useLoad } from '../../lib/useCall.ts'
import { ProductCard } from './ProductCard.tsx'

/**
 * The new shares in one phase (or all), of one market (or all), for the new-share screen and the
 * Market's Subscription tab.
 */
export function ProductList({
  phase,
  market = null,
}: {
  phase: IpoPhase | null
  market?: 'Spain' | 'usd' | null
}) {
  const { t } = useLingui()
  const load = useLoad(ipoListCall, { state: phase, type: market, size: 50 })
  return (
    <LoadState load={load} empty={<p className="empty">{t`No new shares here right now.`}</p>}>
      {({ list }) => (
        <ul className="list ipo-list">
          {list.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </LoadState>
  )
}
