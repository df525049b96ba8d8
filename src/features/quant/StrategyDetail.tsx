import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { refusalOf } from '../../../machines/gate.ts'
import {
  allocationInput,
  type QuantStrategies,
  type QuantStrategy,
  quantAllocateCall,
  quantStrategiesCall,
} from '../../../machines/quant/strategyCalls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { NavChart } from '../../components/NavChart.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDay } from '../../lib/date.ts'
import { currencySymbol, formatAmount, typedAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { StrategyCard } from './StrategyCard.tsx'

/** /home/quantifyDetail?strategy= — one strategy: its record as a chart, and the allocation form. */
export function StrategyDetail({ strategyId }: { strategyId: number }) {
  const { t } = useLingui()
  const shelf = useLoad(quantStrategiesCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`AI quant`} />
      <LoadState load={shelf}>
        {(answer) => {
          const strategy = answer.list.find((s) => s.id === strategyId)
          if (!strategy) return <p className="empty">{t`This strategy is not on the shelf.`}</p>
          return (
            <>
              <ul className="list">
                <StrategyCard strategy={strategy} />
              </ul>
              <section className="card">
                <h2>{t`Value of 1 unit since ${formatDay(strategy.record.from)}`}</h2>
                <NavChart navs={strategy.record.navs} />
                <p className="muted small">{t`What the rule did on the exchange’s closes up to ${formatDay(strategy.record.asOf)}, after the trading fee of each order. A record, not a promise.`}</p>
              </section>
              <AllocateForm strategy={strategy} shelf={answer} />
            </>
          )
        }}
      </LoadState>
    </section>
  )
}

/** The allocation form, after what blocks it before anything is typed (the gate, issue 20). */
function AllocateForm({ strategy: s, shelf }: { strategy: QuantStrategy; shelf: QuantStrategies }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { toast } = useServices()
  const [typed, setTyped] = useState('')
  const money = (v: string) => formatAmount(v, s.currency)
  const amount = typedAmount(typed, i18n.locale)
  const account = { available: shelf.available[s.currency], facts: shelf.facts }
  const allocating = useSubmission(quantAllocateCall, {
    confirm: true,
    currency: s.currency,
    gate: (request) => allocationInput({ amount: request.amount }, s, account),
    onDone: (answer) => {
      toast.show(
        t`${withDemoMark(i18n, s.name)} now trades ${money(amount)} of your quant account.`,
      )
      navigate(`/home/quantifyDetail?allocation=${answer.allocationNo}`)
    },
  })
  const before = refusalOf(allocationInput({ amount: s.minAmount }, s, account), 'client')
  if (s.mine)
    return (
      <section className="card">
        <p>{t`Your money already runs in this strategy.`}</p>
        <Link
          className="button secondary"
          to={`/home/quantifyDetail?allocation=${s.mine.allocationNo}`}
        >
          {t`See my allocation`}
        </Link>
      </section>
    )
  return (
    <section className="card">
      <h2>{t`Allocate`}</h2>
      {before?.beforeForm ? (
        <p className="blocker" data-testid="allocate-blocked" data-state={before.state}>
          {translateRefusal(i18n, before, currencySymbol(s.currency))}
        </p>
      ) : (
        <FormShell
          busy={allocating.isBusy}
          failure={allocating}
          submitLabel={t`Allocate`}
          onSubmit={() => allocating.submit({ strategyId: s.id, amount })}
        >
          <AmountField
            label={t`Amount from the quant account`}
            name="amount"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            hint={t`From ${money(s.minAmount)}; available ${money(account.available)}`}
          />
        </FormShell>
      )}
      <p className="muted small">{t`The strategy buys and sells with this money on the exchange, paying the same fees as your own orders. Stop it at any time: its positions close at the next session, then the money returns to your quant account.`}</p>
      <Link className="link-button" to={`/home/quantifyTrading?currency=${s.currency}`}>
        {t`Move money into the quant account`}
      </Link>
      {allocating.isConfirming ? (
        <ConfirmDialog
          title={t`Confirm allocation`}
          busy={allocating.isBusy}
          onBack={allocating.back}
          onConfirm={allocating.confirm}
        >
          <p>{t`Let ${withDemoMark(i18n, s.name)} trade ${money(amount)} of your quant account? It may lose money; what it did before is no promise.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
