import { useLingui } from '@lingui/react/macro'
import type { IpoPhase } from '../../../machines/ipo/phase.ts'
import type { IpoProduct } from '../../ipo/product.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { LoadState } from '../LoadState.tsx'
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
  const load = useApiData<{ list: IpoProduct[] }>('ipo/list', {
    state: phase,
    type: market,
    size: 50,
  })
  return (
    <LoadState load={load}>
      {({ list }) =>
        list.length === 0 ? (
          <p className="empty">{t`No new shares here right now.`}</p>
        ) : (
          <ul className="list ipo-list">
            {list.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </ul>
        )
      }
    </LoadState>
  )
}
