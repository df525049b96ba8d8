import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { type PlanSummary, planListCall } from '../../../machines/plans/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatDay } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'
import { PLAN_STATE_LABELS } from './labels.ts'
import { scheduleWords } from './planText.ts'

/**
 * /trade/plans — my savings plans (issue 52), open ones first: each with its value, its profit
 * after fees, its schedule in words, its next run day and its state; a way to a new one.
 */
export default function PlanList() {
  const { t } = useLingui()
  const plans = useLoad(planListCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Savings plans`} />
      <p className="muted small">
        {t`A savings plan invests a fixed amount on a schedule into a pie of shares and ETFs, split by the weights you choose. It buys fractions of a share, so every euro of the amount is invested.`}
      </p>
      <LoadState load={plans} empty={<p className="empty">{t`You have no savings plans yet.`}</p>}>
        {({ list }) => (
          <ul className="list" data-testid="plan-list">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </LoadState>
      <Link className="button primary" to="/trade/planBuilder">
        {t`New plan`}
      </Link>
    </section>
  )
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, plan.currency)
  const { profit } = plan
  return (
    <li className="card plan-card" data-testid={`plan-${plan.id}`} data-state={plan.state}>
      <Link className="plan-card-link" to={`/trade/planDetail?id=${plan.id}`}>
        <header className="screen-head">
          <strong>{plan.name}</strong>
          <span className={`badge plan-badge ${plan.state}`}>
            {i18n._(PLAN_STATE_LABELS[plan.state])}
          </span>
        </header>
        <dl className="stats">
          <Stat label={t`Value`}>
            <span data-testid="plan-value">{money(plan.value)}</span>
          </Stat>
          <Stat label={t`Profit after fees`}>
            <span className={profitClass(profit)} data-testid="plan-profit">
              {money(profit)}
            </span>
          </Stat>
          <Stat label={t`Currency`}>{plan.currency}</Stat>
          <Stat label={t`Contribution`}>{money(plan.amount)}</Stat>
          <Stat label={t`Schedule`}>{scheduleWords(i18n, plan.schedule, plan.runDay)}</Stat>
          <Stat label={t`Next run`}>
            {plan.nextRunDay === null ? '—' : formatDay(plan.nextRunDay)}
          </Stat>
        </dl>
      </Link>
    </li>
  )
}
