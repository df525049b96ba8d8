import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { allocationHasTag } from '../../../machines/quant/allocation.ts'
import {
  type QuantAllocation,
  quantAllocationsCall,
  quantStrategiesCall,
} from '../../../machines/quant/strategyCalls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'
import { AllocationDetail } from './AllocationDetail.tsx'
import { ALLOCATION_STATE_LABELS } from './labels.ts'
import { StrategyCard } from './StrategyCard.tsx'
import { StrategyDetail } from './StrategyDetail.tsx'

/**
 * /home/quantifyDetail — AI quant (spec §2; issue 20): the strategies on the shelf with what their
 * rules did on the exchange, and the user's allocations; `?strategy=` one strategy and its
 * allocation form, `?allocation=` one allocation with its curve, orders and stop.
 */
export default function QuantStrategies() {
  const [params] = useSearchParams()
  const allocationNo = params.get('allocation')
  const strategyId = Number(params.get('strategy'))
  if (allocationNo) return <AllocationDetail allocationNo={allocationNo} />
  if (strategyId > 0) return <StrategyDetail strategyId={strategyId} />
  return <Shelf />
}

function Shelf() {
  const { t } = useLingui()
  const shelf = useLoad(quantStrategiesCall, {})
  const mine = useLoad(quantAllocationsCall, { size: 50 })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`AI quant`} />
      <p className="muted small follow-intro">
        {t`Each strategy runs a declared rule on the exchange’s prices with money from your quant account. Its record is what the rule did over the last three months after trading fees; what your money earns is what its own orders earn.`}
      </p>
      <Link className="button secondary" to="/home/quantifyTrading">
        {t`Quant account`}
      </Link>
      <LoadState load={mine} empty={null}>
        {({ list }) => (
          <section className="card">
            <h2>{t`My strategies`}</h2>
            <ul className="list" data-testid="my-allocations">
              {list.map((a) => (
                <AllocationRow key={a.allocationNo} allocation={a} />
              ))}
            </ul>
          </section>
        )}
      </LoadState>
      <LoadState
        load={shelf}
        empty={<p className="empty">{t`No strategy on the shelf right now.`}</p>}
      >
        {({ list }) => (
          <ul className="list follow-list">
            {list.map((s) => (
              <StrategyCard key={s.id} strategy={s} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

/** One of the user's allocations in a line: where it stands and what it is worth. */
function AllocationRow({ allocation: a }: { allocation: QuantAllocation }) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, a.currency)
  return (
    <li data-testid={`allocation-${a.allocationNo}`} data-state={a.state}>
      <Link className="row-link" to={`/home/quantifyDetail?allocation=${a.allocationNo}`}>
        <header className="screen-head">
          <strong>{withDemoMark(i18n, a.strategyName)}</strong>
          <span className="badge">{i18n._(ALLOCATION_STATE_LABELS[a.state])}</span>
        </header>
        <dl className="stats">
          <Stat label={t`Allocated`}>{money(a.amount)}</Stat>
          <Stat label={allocationHasTag(a.state, 'done') ? t`Returned` : t`Value`}>
            {money(a.value)}
          </Stat>
          <Stat label={t`Result after fees`}>
            <span className={profitClass(a.profit)}>{money(a.profit)}</span>
          </Stat>
        </dl>
      </Link>
    </li>
  )
}
