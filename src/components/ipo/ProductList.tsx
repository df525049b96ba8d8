import { useLingui } from '@lingui/react/macro'
import type { IpoPhase } from '../../../machines/ipo/phase.ts'
import type { IpoProduct } from '../../ipo/product.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { LoadState } from '../LoadState.tsx'
import { ProductCard } from './ProductCard.tsx'

/** The new shares in one phase (or all), for the new-share screen and the Market tab. */
export function ProductList({ phase }: { phase: IpoPhase | null }) {
  const { t } = useLingui()
  const load = useApiData<{ list: IpoProduct[] }>('ipo/list', { state: phase, size: 50 })
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
