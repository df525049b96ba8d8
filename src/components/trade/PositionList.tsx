import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import type { Position } from '../../trade/position.ts'
import { Pagination } from '../Pagination.tsx'
import { PositionRow } from './PositionRow.tsx'

/** One page of orders with live prices and the page buttons (spec §9: 10 a page), or `empty`. */
export function PositionList({
  list,
  total,
  page,
  prices,
  empty,
  onPage,
  onChanged,
}: {
  list: Position[]
  total: number
  page: number
  prices: ReadonlyMap<string, string>
  empty: string
  onPage(page: number): void
  onChanged(): void
}) {
  if (list.length === 0) return <p className="empty">{empty}</p>
  return (
    <>
      <ul className="list">
        {list.map((p) => (
          <PositionRow
            key={p.orderNo}
            position={p}
            livePrice={prices.get(p.code)}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={onPage} />
    </>
  )
}
