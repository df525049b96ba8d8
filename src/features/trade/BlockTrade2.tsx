import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { ordersCall } from '../../../machines/order/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useServices } from '../../lib/services.ts'
import { useLoad } from '../../lib/useCall.ts'
import { PositionList } from './PositionList.tsx'
import { useLivePrices } from './useLivePrices.ts'

/** /home/blockTrade2 — the user's block-trade positions in the chosen market. */
export default function BlockTrade2() {
  const { t } = useLingui()
  const { market } = useServices()
  const type = useSelector(market, (s) => s.context.market)
  const [page, setPage] = useState(1)
  const orders = useLoad(ordersCall, {
    type,
    tab: 'holdings',
    businessType: 'block',
    page,
    size: LIST_PAGE_SIZE,
  })
  const shown = orders.data?.list ?? []
  const prices = useLivePrices(shown.map((p) => p.code))
  return (
    <section className="screen sub-screen">
      <BackBar title={t`My block trades`} />
      <LoadState load={orders}>
        {({ list, total }) => (
          <PositionList
            list={list}
            total={total}
            page={page}
            prices={prices}
            empty={t`You hold no block trades in this market.`}
            onPage={setPage}
            onChanged={orders.refresh}
          />
        )}
      </LoadState>
    </section>
  )
}
