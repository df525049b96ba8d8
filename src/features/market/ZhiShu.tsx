import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { marketListCall } from '../../../machines/marketView/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LiveNotice, SimulatedNote } from '../../components/LiveNotice.tsx'
import { QuoteList } from '../../components/QuoteList.tsx'
import { useServices } from '../../lib/services.ts'
import { useMarketView } from '../../lib/useMarketView.ts'

/** /market/zhiShu: the main indices of both markets, live. */
export default function ZhiShu() {
  const { t } = useLingui()
  const { call } = useServices()
  const load = useCallback(async () => {
    const [spain, usd] = await Promise.all(
      (['Spain', 'usd'] as const).map((type) =>
        call(marketListCall, { type, board: 'index', page: 1, size: 50 }),
      ),
    )
    return [...spain!.list, ...usd!.list]
  }, [call])
  const view = useMarketView(load, 'indices')
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Index`} />
      <LiveNotice status={view.status} />
      {view.rows.length > 0 && <QuoteList rows={view.rows} onVisible={onVisible} />}
      <SimulatedNote />
    </section>
  )
}
