import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { planListCall } from '../../../machines/plans/calls.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { formatAmount } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'
import { PLAN_STATE_LABELS } from './labels.ts'

/** How many plans the Trade tab's card lists; the full list has the rest. */
const SHOWN = 3

/**
 * The savings plans on the Trade tab (the `plansOnTrade` slot, issue 52): a card with the first
 * plans' name, value and state, a way to all of them and to a new one; for an investor without
 * any, what a plan is and a button to make one.
 */
export function PlansOnTrade() {
  const { t, i18n } = useLingui()
  const plans = useLoad(planListCall, {})
  return (
    <section className="card plans-on-trade" data-testid="plans-on-trade">
      <header className="screen-head">
        <h2>{t`Savings plans`}</h2>
        <Link className="link-button" to="/trade/plans">
          {t`All plans`}
        </Link>
      </header>
      <LoadState
        load={plans}
        empty={
          <div className="plans-empty" data-testid="plans-empty">
            <p className="muted small">
              {t`Invest a fixed amount every week or month into a pie of shares and ETFs you choose. The plan buys fractions of a share, so all of the amount is invested.`}
            </p>
            <Link className="button primary" to="/trade/planBuilder">
              {t`Make a plan`}
            </Link>
          </div>
        }
      >
        {({ list }) => (
          <>
            <ul className="list">
              {list.slice(0, SHOWN).map((plan) => (
                <li key={plan.id} className="list-row" data-state={plan.state}>
                  <Link to={`/trade/planDetail?id=${plan.id}`}>{plan.name}</Link>
                  <span>
                    <strong>{formatAmount(plan.value, plan.currency)}</strong>{' '}
                    <span className={`badge plan-badge ${plan.state}`}>
                      {i18n._(PLAN_STATE_LABELS[plan.state])}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            {list.length > SHOWN ? (
              <Link className="link-button" to="/trade/plans">
                {t`See all ${list.length} plans`}
              </Link>
            ) : null}
            <Link className="button secondary" to="/trade/planBuilder">
              {t`New plan`}
            </Link>
          </>
        )}
      </LoadState>
    </section>
  )
}
