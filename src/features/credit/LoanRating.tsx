import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import {
  activationInput,
  type CreditRating,
  loanActivateCall,
  loanRatingCall,
} from '../../../machines/credit/calls.ts'
import { refusalOf } from '../../../machines/gate.ts'
import { CREDIT_ACTIVITY_DAYS, CREDIT_MIN_ASSETS } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { CONDITION_LABELS } from '../../i18n/labels/credit.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { currencySymbol, formatAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { useCreditScreen } from './useCreditScreen.ts'

/**
 * /information/loanRating — spec §2 Credit rating: the credit score, each activation condition
 * marked done or not done (spec §4, §9), and activation, which the credit-activation gate decides.
 */
export default function LoanRating() {
  const { t } = useLingui()
  const rating = useLoad(loanRatingCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Credit rating`} />
      <LoadState load={rating}>
        {(r) => <RatingCard rating={r} onChanged={() => void rating.refresh()} />}
      </LoadState>
    </section>
  )
}

function RatingCard({ rating: r, onChanged }: { rating: CreditRating; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const mode = useCreditScreen(r)
  // The gate runs on the facts the rating carries (the server's clock); the server runs it again.
  const activation = useSubmission(loanActivateCall, {
    currency: r.currency,
    gate: () => activationInput(r.facts),
    onDone: () => {
      toast.show(t`Credit activated.`)
      onChanged()
    },
  })
  const money = (v: string) => formatAmount(v, r.currency)
  // The same gate on the same facts, before the tap: while a condition is not done, the button is
  // disabled and says which (issue 18: it was enabled and answered with a toast).
  const blocked = refusalOf(activationInput(r.facts), 'client')
  return (
    <>
      <div className="card">
        <dl className="stats">
          <Stat label={t`Credit score`}>
            <strong data-testid="credit-score">{r.creditScore}</strong>
          </Stat>
          <Stat label={t`Credit limit`}>
            <span data-testid="credit-limit">{r.activated ? money(r.creditLimit) : '—'}</span>
          </Stat>
          <Stat label={t`Borrowable`}>{r.activated ? money(r.borrowable) : '—'}</Stat>
          <Stat label={t`Borrowed`}>{money(r.borrowed)}</Stat>
        </dl>
      </div>
      <h2 className="section-title">{t`Activation conditions`}</h2>
      <ul className="list conditions">
        {r.conditions.map((c) => (
          <li key={c.code} className="card condition" data-done={c.done}>
            <span>
              {i18n._({
                ...CONDITION_LABELS[c.code],
                values: { days: CREDIT_ACTIVITY_DAYS, amount: money(CREDIT_MIN_ASSETS) },
              })}
            </span>
            <strong className={c.done ? 'up' : 'down'}>
              {c.done ? t({ message: 'Done', context: 'credit condition met' }) : t`Not done`}
            </strong>
          </li>
        ))}
      </ul>
      {mode.mustActivate ? (
        <>
          <p className="muted">{t`Activation grants a credit limit of ${money(r.limitOnActivation)} at your current credit score.`}</p>
          <button
            type="button"
            className="button primary"
            disabled={activation.isBusy || blocked !== null}
            aria-describedby={blocked ? 'activation-blocked' : undefined}
            onClick={() => activation.submit({})}
          >
            {t`Activate credit`}
          </button>
          {blocked && (
            <p className="muted" id="activation-blocked" data-testid="activation-blocked">
              {translateRefusal(i18n, blocked, currencySymbol(r.currency))}
            </p>
          )}
        </>
      ) : (
        <Link className="button primary screen-action" to="/trade/creditLoan">
          {t`Borrow`}
        </Link>
      )}
      <Link className="link-button" to="/information/loanRecord">
        {t`Loan records`}
      </Link>
    </>
  )
}
