import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { formatCount } from '../../../machines/money.ts'
import { blockProductsCall } from '../../../machines/order/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatPrice } from '../../lib/price.ts'
import { useLoad } from '../../lib/useCall.ts'
import { OrderPanel } from './OrderPanel.tsx'

/** /home/blockTrade1 — one block-trade product and its order form (spec §2, §5 block trades). */
export default function BlockTrade1() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const products = useLoad(blockProductsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Block trade`} />
      <LoadState load={products}>
        {(list) => {
          const p = list.find((x) => x.id === id)
          if (!p) return <p className="empty">{t`This block trade is no longer offered.`}</p>
          return (
            <>
              <dl className="stats">
                <Stat label={t`Instrument`}>
                  {p.name} ({p.code})
                </Stat>
                <Stat label={t`Block price`}>{formatPrice(p.blockPrice, p.currency)}</Stat>
                <Stat label={t`Minimum shares`}>{formatCount(String(p.minShares))}</Stat>
                <Stat label={t`Window`}>
                  {formatDateTime(p.opensAt)} – {formatDateTime(p.closesAt)}
                </Stat>
              </dl>
              <OrderPanel
                code={p.code}
                initial={{
                  businessType: 'block',
                  lots: String(p.minShares),
                  block: { id: p.id, price: p.blockPrice, minShares: p.minShares, open: p.open },
                }}
              />
            </>
          )
        }}
      </LoadState>
    </section>
  )
}
