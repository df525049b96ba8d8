import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { borrowGate, repayGate } from '../../../machines/credit/loanForms.ts'
import { ratePercent } from '../../../machines/credit/terms.ts'
import { formatDecimal } from '../../../machines/money.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { LOAN_STATE_LABELS, type Loan, type Rating } from '../../credit/rating.ts'
import { useGatedSubmit } from '../../funds/useFundsActions.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

/**
 * /trade/creditLoan — spec §2 Credit loan: borrow within the limit (the loan-request gate), and
 * repay an outstanding loan in part or in full (the repayment gate).
 */
export default function CreditLoan() {
  const { t } = useLingui()
  const rating = useApiData<Rating>('loan/rating', {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Credit loan`} />
      <LoadState load={rating}>
        {(r) => (
          <>
            <div className="card">
              <dl className="stats">
                <Stat label={t`Credit limit`}>{formatAmount(r.creditLimit, r.currency)}</Stat>
                <Stat label={t`Borrowable`}>
                  <span data-testid="borrowable">{formatAmount(r.borrowable, r.currency)}</span>
                </Stat>
                <Stat label={t`Borrowed`}>
                  <span data-testid="borrowed">{formatAmount(r.borrowed, r.currency)}</span>
                </Stat>
                <Stat
                  label={t`Daily interest`}
                >{`${formatDecimal(ratePercent(r.dailyRate))} %`}</Stat>
              </dl>
            </div>
            {!r.activated ? (
              <div className="card blocker">
                <p>{t`Activate credit first: it needs a verified real name, recent activity, and assets or a bank card.`}</p>
                <Link className="button primary" to="/information/loanRating">
                  {t`See the conditions`}
                </Link>
              </div>
            ) : r.loan ? (
              <RepayForm loan={r.loan} available={r.available} onDone={rating.reload} />
            ) : r.pending ? (
              <p className="card" data-testid="loan-pending">
                {t`Your loan of ${formatAmount(r.pending.principal, r.currency)} is pending review.`}
              </p>
            ) : (
              <BorrowForm rating={r} onDone={rating.reload} />
            )}
            <Link className="link-button" to="/information/loanRecord">
              {t`Loan records`}
            </Link>
          </>
        )}
      </LoadState>
    </section>
  )
}

function BorrowForm({ rating: r, onDone }: { rating: Rating; onDone(): void }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const { submit, busy } = useGatedSubmit()
  const [amount, setAmount] = useState('')
  const send = async () => {
    const facts = {
      activated: r.activated,
      amount,
      owesLoan: r.loan !== null,
      requestPending: r.pending !== null,
      borrowable: r.borrowable,
    }
    const done = await submit({ gate: borrowGate, facts }, 'loan/borrow', {
      amount,
      requestId: crypto.randomUUID(),
    })
    if (done) {
      toast.show(t`Loan requested. It is pending review.`)
      onDone()
    }
  }
  return (
    <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Borrow`}>
      <Field
        label={t`Amount (${r.currency})`}
        name="amount"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={t`Whole euros, up to ${formatAmount(r.borrowable, r.currency)}`}
      />
    </FormShell>
  )
}

function RepayForm({ loan, available, onDone }: { loan: Loan; available: string; onDone(): void }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const { submit, busy } = useGatedSubmit()
  const [amount, setAmount] = useState('')
  const money = (v: string) => formatAmount(v, loan.currency)
  const send = async () => {
    const facts = { amount, outstanding: loan.outstanding, available }
    const done = await submit({ gate: repayGate, facts }, 'loan/repay', {
      loanNo: loan.loanNo,
      amount,
    })
    if (done) {
      toast.show(t`Repayment received.`)
      setAmount('')
      onDone()
    }
  }
  return (
    <>
      <div className="card" data-testid="loan-owed" data-state={loan.state}>
        <header className="screen-head">
          <strong>{t`Your loan`}</strong>
          <span className="badge">{i18n._(LOAN_STATE_LABELS[loan.state])}</span>
        </header>
        <dl className="stats">
          <Stat label={t`Amount`}>{money(loan.principal)}</Stat>
          <Stat label={t`Interest`}>{money(loan.interest)}</Stat>
          <Stat label={t`Repaid`}>{money(loan.repaid)}</Stat>
          <Stat label={t`Outstanding`}>
            <strong data-testid="loan-outstanding">{money(loan.outstanding)}</strong>
          </Stat>
        </dl>
      </div>
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Repay`}>
        <Field
          label={t`Repayment (${loan.currency})`}
          name="repay"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t`Available ${money(available)}`}
        />
        <button type="button" className="link-button" onClick={() => setAmount(loan.outstanding)}>
          {t`Repay everything`}
        </button>
      </FormShell>
    </>
  )
}
