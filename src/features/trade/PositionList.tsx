import type { Position } from '../../../machines/order/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { Pagination } from '../../components/Pagination.tsx'
import { PositionFlowViews } from './PositionActions.tsx'
import { MarginCallBanner } from './PositionRisk.tsx'
import { PositionRow } from './PositionRow.tsx'
import { usePositionFlows } from './usePositionFlows.ts'

/**
 * One page of orders with live prices and the page buttons (spec §9: 10 a page), or `empty`; a
 * close or cancel is confirmed here and its result stays above the list once it reloads.
 */
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
  const flows = usePositionFlows(onChanged)
  return (
    <>
      <MarginCallBanner positions={list} />
      <PositionFlowViews flows={flows} positions={list} />
      {list.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <>
          <ul className="list">
            {list.map((p) => (
              <PositionRow
                key={p.orderNo}
                position={p}
                livePrice={prices.get(p.code)}
                flows={flows}
              />
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={onPage} />
        </>
      )}
    </>
  )
}
