import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  borrowInput,
  type CreditRating,
  type LoanRecord,
  loanBorrowCall,
  loanRatingCall,
  loanRepayCall,
  repayInput,
} from '../../../machines/credit/calls.ts'
import { ratePercent } from '../../../machines/credit/terms.ts'
import { formatPercent } from '../../../machines/money.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { LOAN_STATE_LABELS } from '../../i18n/labels/credit.ts'
import { formatAmount, typedAmount } from '../../lib/money.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import type { SubmissionView } from '../../lib/useCallSubmission.ts'
import { useCreditScreen } from './useCreditScreen.ts'

type Borrowing = SubmissionView<typeof loanBorrowCall>
type Repaying = SubmissionView<typeof loanRepayCall>

/**
 * /trade/creditLoan — spec §2 Credit loan: borrow within the limit (the loan-request gate), and
 * repay an outstanding loan in part or in full (the repayment gate). Which of them the screen
 * offers is the credit screen's machine's state; both ask for confirmation and show their result.
 */
export default function CreditLoan() {
  const { t } = useLingui()
  const rating = useLoad(loanRatingCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Credit loan`} />
      <LoadState load={rating}>
        {(r) => <CreditPanel rating={r} onChanged={() => void rating.refresh()} />}
      </LoadState>
      <Link className="link-button" to="/information/loanRecord">
        {t`Loan records`}
      </Link>
    </section>
  )
}

/**
 * The rating, the result of the last request or repayment, and what the borrower may do now.
 * The submissions live here, above the modes, so a result stays on screen when the fresh rating
 * moves the screen to another mode (a request goes to review, a loan is repaid in full).
 */
function CreditPanel({ rating: r, onChanged }: { rating: CreditRating; onChanged(): void }) {
  const { t } = useLingui()
  const mode = useCreditScreen(r)
  const [borrowAmount, setBorrowAmount] = useState('')
  const [repayAmount, setRepayAmount] = useState('')
  const borrowing = useSubmission(loanBorrowCall, {
    currency: r.currency,
    confirm: true,
    gate: (request) => borrowInput(request, r),
    onDone: () => {
      setBorrowAmount('')
      onChanged()
    },
  })
  const repaying = useSubmission(loanRepayCall, {
    currency: r.currency,
    confirm: true,
    gate: (request) => repayInput(request, r),
    onDone: () => {
      setRepayAmount('')
      onChanged()
    },
  })
  return (
    <>
      <RatingCard rating={r} />
      <BorrowResult borrowing={borrowing} currency={r.currency} />
      <RepayResult repaying={repaying} currency={r.currency} />
      {mode.mustActivate ? (
        <div className="card blocker">
          <p>{t`Activate credit first: it needs a verified real name, recent activity, and assets or a bank card.`}</p>
          <Link className="button primary" to="/information/loanRating">
            {t`See the conditions`}
          </Link>
        </div>
      ) : null}
      {mode.mustRepay && r.loan ? (
        <RepayForm
          loan={r.loan}
          available={r.available}
          amount={repayAmount}
          onAmount={setRepayAmount}
          repaying={repaying}
        />
      ) : null}
      {mode.isPendingReview && r.pending ? (
        <p className="card" data-testid="loan-pending">
          {t`Your loan of ${formatAmount(r.pending.principal, r.currency)} is pending review.`}
        </p>
      ) : null}
      {mode.canBorrow ? (
        <BorrowForm
          rating={r}
          amount={borrowAmount}
          onAmount={setBorrowAmount}
          borrowing={borrowing}
        />
      ) : null}
    </>
  )
}

function RatingCard({ rating: r }: { rating: CreditRating }) {
  const { t } = useLingui()
  return (
    <div className="card">
      <dl className="stats">
        {/* No limit is granted before activation: a dash, as on the credit rating screen. */}
        <Stat label={t`Credit limit`}>
          {r.activated ? formatAmount(r.creditLimit, r.currency) : '—'}
        </Stat>
        <Stat label={t`Borrowable`}>
          <span data-testid="borrowable">
            {r.activated ? formatAmount(r.borrowable, r.currency) : '—'}
          </span>
        </Stat>
        <Stat label={t`Borrowed`}>
          <span data-testid="borrowed">{formatAmount(r.borrowed, r.currency)}</span>
        </Stat>
        <Stat label={t`Daily interest`}>{formatPercent(ratePercent(r.dailyRate))}</Stat>
      </dl>
    </div>
  )
}

function BorrowResult({ borrowing, currency }: { borrowing: Borrowing; currency: string }) {
  const { t } = useLingui()
  if (!borrowing.isDone || !borrowing.answer || !borrowing.request) return null
  const amount = formatAmount(String(borrowing.request.amount), currency)
  return (
    <SubmissionResult title={t`Loan requested`} onDismiss={borrowing.edit}>
      <p>{t`Loan ${borrowing.answer.loanNo} of ${amount} is pending review. Once approved, the amount is in your balance and owed with daily interest.`}</p>
    </SubmissionResult>
  )
}

function RepayResult({ repaying, currency }: { repaying: Repaying; currency: string }) {
  const { t, i18n } = useLingui()
  if (!repaying.isDone || !repaying.answer || !repaying.request) return null
  const money = (v: string) => formatAmount(v, currency)
  const { answer } = repaying
  return (
    <SubmissionResult title={t`Repayment received`} onDismiss={repaying.edit}>
      <p>{t`${money(repaying.request.amount)} repaid on loan ${answer.loanNo}; still owed: ${money(answer.outstanding)}.`}</p>
      <span className="badge" data-testid="repay-result-state">
        {i18n._(LOAN_STATE_LABELS[answer.state])}
      </span>
    </SubmissionResult>
  )
}

function BorrowForm({
  rating: r,
  amount,
  onAmount,
  borrowing,
}: {
  rating: CreditRating
  amount: string
  onAmount(value: string): void
  borrowing: Borrowing
}) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, r.currency)
  const dailyInterest = formatPercent(ratePercent(r.dailyRate))
  return (
    <>
      <FormShell
        onSubmit={() =>
          borrowing.submit({
            amount: typedAmount(amount, i18n.locale),
          })
        }
        busy={borrowing.isBusy}
        failure={borrowing}
        submitLabel={t`Borrow`}
      >
        <Field
          label={t`Amount (${r.currency})`}
          name="amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          hint={t`Whole euros, up to ${money(r.borrowable)}`}
        />
      </FormShell>
      {borrowing.isConfirming && borrowing.request ? (
        <ConfirmDialog
          title={t`Confirm loan request`}
          busy={borrowing.isBusy}
          onBack={borrowing.back}
          onConfirm={borrowing.confirm}
        >
          <p>{t`Borrow ${money(String(borrowing.request.amount))}? The request goes to review; once approved, the amount is in your balance and owed with daily interest of ${dailyInterest}.`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

function RepayForm({
  loan,
  available,
  amount,
  onAmount,
  repaying,
}: {
  loan: LoanRecord
  available: string
  amount: string
  onAmount(value: string): void
  repaying: Repaying
}) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, loan.currency)
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
      <FormShell
        onSubmit={() =>
          repaying.submit({
            loanNo: loan.loanNo,
            amount: typedAmount(amount, i18n.locale),
          })
        }
        busy={repaying.isBusy}
        failure={repaying}
        submitLabel={t`Repay`}
      >
        <AmountField
          label={t`Repayment (${loan.currency})`}
          name="repay"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          hint={t`Available ${money(available)}`}
        />
        <button type="button" className="link-button" onClick={() => onAmount(loan.outstanding)}>
          {t`Repay everything`}
        </button>
      </FormShell>
      {repaying.isConfirming && repaying.request ? (
        <ConfirmDialog
          title={t`Confirm repayment`}
          busy={repaying.isBusy}
          onBack={repaying.back}
          onConfirm={repaying.confirm}
        >
          <p>{t`Repay ${money(repaying.request.amount)} of the ${money(loan.outstanding)} owed, from your available balance?`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
