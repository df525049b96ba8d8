import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { refusalOf } from '../../../machines/gate.ts'
import { canStep } from '../../../machines/lifecycle.ts'
import { formatDecimal, formatPercent } from '../../../machines/money.ts'
import {
  type PlanDetail,
  type PlanRun,
  planCloseCall,
  planContributeCall,
  planDetailCall,
  planOneOffInput,
  planPauseCall,
  planRebalanceCall,
  planResumeCall,
  planSellCall,
  planTermsCall,
} from '../../../machines/plans/calls.ts'
import { type PlanEvent, planHasTag, planMachine } from '../../../machines/plans/plan.ts'
import { PLAN_SELL_PERCENT_MAX, PLAN_SELL_PERCENT_MIN } from '../../../machines/plans/planRules.ts'
import type { PlanRunState, PlanSkipReason } from '../../../machines/plans/run.ts'
import { isServerMessageCode, type ServerMessageCode } from '../../../machines/serverMessages.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDay } from '../../lib/date.ts'
import { currencySymbol, formatAmount, profitClass, typedAmount } from '../../lib/money.ts'
import { formatChangePercent } from '../../lib/price.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import {
  PLAN_DIVIDEND_LABELS,
  PLAN_RUN_KIND_LABELS,
  PLAN_RUN_STATE_LABELS,
  PLAN_STATE_LABELS,
} from './labels.ts'
import { runDayWords, scheduleWords } from './planText.ts'

/** Why a run was skipped, as the server's message catalogue says it (decision 0073). */
const SKIP_CODES: Record<PlanSkipReason, ServerMessageCode> = {
  balanceShort: 'plans.balanceShort',
  notActive: 'plans.notActive',
}

/**
 * /trade/planDetail?id= — one savings plan (issue 52): its value and return after fees, its
 * holdings against their target weights, its next run days and its runs, and what can be done
 * with it now (its lifecycle machine says which: machines/plans/plan.ts).
 */
export default function PlanDetailScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const detail = useLoad(planDetailCall, { id: Number.isInteger(id) && id > 0 ? id : 0 })
  return (
    <section className="screen sub-screen plan-detail">
      <BackBar title={detail.data?.plan.name ?? t`Savings plan`} />
      <LoadState load={detail}>
        {(d) => <PlanView detail={d} onChanged={() => void detail.refresh()} />}
      </LoadState>
    </section>
  )
}

function PlanView({ detail: d, onChanged }: { detail: PlanDetail; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const { plan } = d
  const money = (v: string) => formatAmount(v, plan.currency)
  const can: Can = (type) => canStep(planMachine, plan.state, { type })
  return (
    <>
      <div className="card" data-testid="plan-summary" data-state={plan.state}>
        <header className="screen-head">
          <strong>{plan.name}</strong>
          <span className={`badge plan-badge ${plan.state}`}>
            {i18n._(PLAN_STATE_LABELS[plan.state])}
          </span>
        </header>
        <dl className="stats">
          <Stat label={t`Value`}>
            <strong data-testid="plan-value">{money(plan.value)}</strong>
          </Stat>
          <Stat label={t`Net invested`}>{money(plan.netInvested)}</Stat>
          <Stat label={t`Profit after fees`}>
            <span className={profitClass(d.profit)} data-testid="plan-profit">
              {money(d.profit)}
            </span>
          </Stat>
          <Stat label={t`Return after fees, money-weighted (a year)`}>
            <span
              className={
                d.moneyWeightedReturn === null ? undefined : profitClass(d.moneyWeightedReturn)
              }
              data-testid="plan-return"
            >
              {d.moneyWeightedReturn === null ? '—' : formatChangePercent(d.moneyWeightedReturn)}
            </span>
          </Stat>
          <Stat label={t`Cash in the plan`}>{money(plan.cash)}</Stat>
          <Stat label={t`Fees paid`}>{money(plan.fees)}</Stat>
          <Stat label={t`Contribution`}>{money(plan.amount)}</Stat>
          <Stat label={t`Schedule`}>{scheduleWords(i18n, plan.schedule, plan.runDay)}</Stat>
          <Stat label={t`Dividends`}>{i18n._(PLAN_DIVIDEND_LABELS[plan.dividendPolicy])}</Stat>
        </dl>
        {d.moneyWeightedReturn === null ? (
          <p className="muted small">{t`The return is shown once the plan has bought and held for a while.`}</p>
        ) : null}
      </div>

      <PlanActions detail={d} can={can} onChanged={onChanged} />

      <h2 className="section-title">{t`Holdings`}</h2>
      {d.holdings.length === 0 ? (
        <p className="empty">{t`Nothing bought yet.`}</p>
      ) : (
        <ul className="list" data-testid="plan-holdings">
          {d.holdings.map((h) => (
            <li key={h.code} className="card plan-holding" data-testid={`holding-${h.code}`}>
              <header className="screen-head">
                <strong>
                  {h.name} · {h.code}
                </strong>
                <span>{money(h.value)}</span>
              </header>
              <p className="muted small">
                {t`Quantity ${formatDecimal(h.quantity)} · price ${h.price === null ? '—' : formatDecimal(h.price)}`}
              </p>
              <WeightBar actual={h.actual} target={h.target} />
            </li>
          ))}
        </ul>
      )}

      {planHasTag(plan.state, 'scheduled') && d.upcoming.length > 0 ? (
        <>
          <h2 className="section-title">{t`Next runs`}</h2>
          <ol className="plan-upcoming" data-testid="plan-upcoming">
            {d.upcoming.slice(0, 3).map((day) => (
              <li key={day}>{runDayWords(day, i18n.locale)}</li>
            ))}
          </ol>
        </>
      ) : null}

      <h2 className="section-title">{t`Runs`}</h2>
      {d.runs.length === 0 ? (
        <p className="empty">{t`No run yet.`}</p>
      ) : (
        <ul className="list" data-testid="plan-runs">
          {d.runs.map((run) => (
            <RunRow key={run.id} run={run} currency={plan.currency} />
          ))}
        </ul>
      )}
    </>
  )
}

/** A holding's weight now against its target: a bar of the actual, a mark at the target. */
function WeightBar({ actual, target }: { actual: string; target: string }) {
  const { t } = useLingui()
  const clamp = (v: string) => `${Math.max(0, Math.min(100, Number(v) || 0))}%`
  const actualText = formatPercent(actual)
  const targetText = formatPercent(target)
  return (
    <div className="plan-weight-row">
      <div
        className="plan-weight-bar"
        role="img"
        aria-label={t`${actualText} of the plan, target ${targetText}`}
      >
        <span className="plan-weight-actual" style={{ width: clamp(actual) }} />
        <span className="plan-weight-target" style={{ left: clamp(target) }} />
      </div>
      <span className="small" data-testid="holding-weights">
        {t`${actualText} (target ${targetText})`}
      </span>
    </div>
  )
}

function RunRow({ run, currency }: { run: PlanRun; currency: string }) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, currency)
  const asked = run.percent !== null ? formatPercent(String(run.percent)) : money(run.amount)
  return (
    <li className="card plan-run" data-testid={`run-${run.id}`} data-state={run.state}>
      <header className="screen-head">
        <strong>{i18n._(PLAN_RUN_KIND_LABELS[run.kind])}</strong>
        <span className={`badge plan-run-badge ${run.state}`}>
          {i18n._(PLAN_RUN_STATE_LABELS[run.state])}
        </span>
      </header>
      <dl className="stats">
        <Stat label={t`Day`}>{formatDay(run.day)}</Stat>
        <Stat label={t`Amount`}>{asked}</Stat>
        <Stat label={t`Bought`}>{money(run.bought)}</Stat>
        <Stat label={t`Sold`}>{money(run.sold)}</Stat>
        <Stat label={t`Fees`}>{money(run.fees)}</Stat>
      </dl>
      {run.reason ? (
        <p className="muted small" data-testid="run-reason">
          {translateRefusal(i18n, { code: SKIP_CODES[run.reason] }, currencySymbol(currency))}
        </p>
      ) : null}
    </li>
  )
}

/** Whether the plan's lifecycle takes an investor's step now (machines/plans/plan.ts). */
type Can = (type: Exclude<PlanEvent['type'], 'plan.closed'>) => boolean

/**
 * What can be done with the plan now, each shown only when its lifecycle takes the step: a
 * one-off amount, pause or resume, rebalance, sell part or all, close, edit. Each money movement
 * asks first; each sends one key per intent (the submission machine mints and keeps it).
 */
function PlanActions({
  detail: d,
  can,
  onChanged,
}: {
  detail: PlanDetail
  can: Can
  onChanged(): void
}) {
  const { t, i18n } = useLingui()
  const { plan } = d
  // A retried pause or resume is taken as it stands (plan.ts), so the buttons follow the tags:
  // Pause while the schedule runs, Resume while the plan is open and it does not.
  const running = planHasTag(plan.state, 'scheduled')
  const paused = planHasTag(plan.state, 'open') && !running
  const currency = plan.currency
  const money = (v: string) => formatAmount(v, currency)
  const [amount, setAmount] = useState('')
  const [percent, setPercent] = useState('')
  // The one-off's gate (the minimum contribution, a bar on trading), run as the server runs it.
  const terms = useLoad(planTermsCall, { codes: [] })
  const oneOffGate = (sent: { amount: string }) =>
    terms.data ? planOneOffInput(sent, terms.data) : null
  const barred = terms.data
    ? refusalOf(planOneOffInput({ amount: '' }, terms.data), 'client')
    : null
  const contributing = useSubmission(planContributeCall, {
    confirm: true,
    currency,
    gate: oneOffGate,
    onDone: () => {
      setAmount('')
      onChanged()
    },
  })
  const rebalancing = useSubmission(planRebalanceCall, {
    confirm: true,
    currency,
    onDone: onChanged,
  })
  const selling = useSubmission(planSellCall, {
    confirm: true,
    currency,
    onDone: () => {
      setPercent('')
      onChanged()
    },
  })
  const closing = useSubmission(planCloseCall, { confirm: true, currency, onDone: onChanged })
  const pausing = useSubmission(planPauseCall, { currency, onDone: onChanged })
  const resuming = useSubmission(planResumeCall, { currency, onDone: onChanged })
  // A whole percentage as typed; anything else goes as 0 for the server to refuse in words.
  const percentSent = /^\d{1,3}$/.test(percent.trim()) ? Number(percent.trim()) : 0

  return (
    <section className="plan-actions" data-testid="plan-actions">
      <RunResult title={t`One-off amount added`} view={contributing} currency={currency} />
      <RunResult title={t`Rebalance asked`} view={rebalancing} currency={currency} />
      <RunResult title={t`Sale asked`} view={selling} currency={currency} />
      {closing.isDone ? (
        <SubmissionResult title={t`Closing the plan`} onDismiss={closing.edit}>
          <p>{t`Everything in the plan is being sold; the money returns to your balance once the sale fills.`}</p>
        </SubmissionResult>
      ) : null}

      {can('plan.contribute') && barred?.beforeForm ? (
        <p className="blocker" data-testid="plan-oneoff-blocked" data-state={barred.state}>
          {translateRefusal(i18n, barred, currencySymbol(currency))}
        </p>
      ) : can('plan.contribute') ? (
        <div className="card">
          <h2>{t`Add a one-off amount`}</h2>
          <FormShell
            busy={contributing.isBusy}
            failure={contributing}
            submitLabel={t`Add to the plan`}
            onSubmit={() =>
              contributing.submit({ id: plan.id, amount: typedAmount(amount, i18n.locale) })
            }
          >
            <AmountField
              label={t`Amount (${currency})`}
              name="oneOff"
              currency={currency}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              hint={t`Bought by the plan's weights now, or at the next open.`}
            />
          </FormShell>
        </div>
      ) : null}

      <div className="button-row plan-buttons">
        {running ? (
          <button
            type="button"
            className="button secondary"
            disabled={pausing.isBusy}
            onClick={() => pausing.submit({ id: plan.id })}
          >
            {t`Pause`}
          </button>
        ) : null}
        {paused ? (
          <button
            type="button"
            className="button secondary"
            disabled={resuming.isBusy}
            onClick={() => resuming.submit({ id: plan.id })}
          >
            {t`Resume`}
          </button>
        ) : null}
        {can('plan.rebalance') ? (
          <button
            type="button"
            className="button secondary"
            disabled={rebalancing.isBusy}
            onClick={() => rebalancing.submit({ id: plan.id })}
          >
            {t`Rebalance`}
          </button>
        ) : null}
        {can('plan.edit') ? (
          <Link className="button secondary" to={`/trade/planBuilder?id=${plan.id}`}>
            {t`Edit`}
          </Link>
        ) : null}
      </div>
      {paused ? (
        <p className="muted small">{t`Paused: the schedule does not run, but you can still add money, rebalance, sell or edit.`}</p>
      ) : null}

      {can('plan.sell') ? (
        <div className="card">
          <h2>{t`Sell`}</h2>
          <FormShell
            busy={selling.isBusy}
            failure={selling}
            submitLabel={t`Sell this share`}
            onSubmit={() => selling.submit({ id: plan.id, percent: percentSent })}
          >
            <Field
              label={t`Percent of every holding`}
              name="percent"
              inputMode="numeric"
              autoComplete="off"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              hint={t`A whole number from ${PLAN_SELL_PERCENT_MIN} to ${PLAN_SELL_PERCENT_MAX}`}
            />
          </FormShell>
          <button
            type="button"
            className="button secondary"
            disabled={selling.isBusy}
            onClick={() => selling.submit({ id: plan.id, percent: PLAN_SELL_PERCENT_MAX })}
          >
            {t`Sell everything (the plan stays open)`}
          </button>
        </div>
      ) : null}

      {can('plan.close') ? (
        <button
          type="button"
          className="danger plan-close"
          disabled={closing.isBusy}
          onClick={() => closing.submit({ id: plan.id })}
        >
          {t`Close the plan`}
        </button>
      ) : null}

      {contributing.isConfirming && contributing.request ? (
        <ConfirmDialog
          title={t`Add a one-off amount?`}
          busy={contributing.isBusy}
          onBack={contributing.back}
          onConfirm={contributing.confirm}
        >
          <p>{t`Add ${money(contributing.request.amount)} from your available balance to ${plan.name}? It is bought by the plan's weights now, or at the next open.`}</p>
        </ConfirmDialog>
      ) : null}
      {rebalancing.isConfirming ? (
        <ConfirmDialog
          title={t`Rebalance the plan?`}
          busy={rebalancing.isBusy}
          onBack={rebalancing.back}
          onConfirm={rebalancing.confirm}
        >
          <p>{t`What is above its target weight is sold and what is below is bought with the proceeds. Each sale and purchase pays its fees.`}</p>
        </ConfirmDialog>
      ) : null}
      {selling.isConfirming && selling.request ? (
        <ConfirmDialog
          title={t`Sell from the plan?`}
          busy={selling.isBusy}
          onBack={selling.back}
          onConfirm={selling.confirm}
        >
          <p>
            {selling.request.percent === PLAN_SELL_PERCENT_MAX
              ? t`Sell all of every holding? The money returns to your balance once the sale fills; the plan stays open and keeps its schedule.`
              : t`Sell ${formatPercent(String(selling.request.percent))} of every holding? The money returns to your balance once the sale fills.`}
          </p>
        </ConfirmDialog>
      ) : null}
      {closing.isConfirming ? (
        <ConfirmDialog
          title={t`Close this plan?`}
          busy={closing.isBusy}
          onBack={closing.back}
          onConfirm={closing.confirm}
        >
          <p>{t`Closing sells everything the plan holds and returns all its money, cash included, to your balance. While the market is closed the sale waits for the next open. A closed plan cannot be opened again.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

/** What a run asked from the plan did: filled, waiting for the market, or skipped, and why. */
function RunResult({
  title,
  view,
  currency,
}: {
  title: string
  view: {
    isDone: boolean
    answer: { runId: number; state: PlanRunState; reason: string | null } | null
    edit(): void
  }
  currency: string
}) {
  const { i18n } = useLingui()
  if (!view.isDone || !view.answer) return null
  const { state, reason } = view.answer
  return (
    <SubmissionResult title={title} onDismiss={view.edit}>
      <span className={`badge plan-run-badge ${state}`} data-testid="run-result-state">
        {i18n._(PLAN_RUN_STATE_LABELS[state])}
      </span>
      {reason && isServerMessageCode(reason) ? (
        <p>{translateRefusal(i18n, { code: reason }, currencySymbol(currency))}</p>
      ) : null}
    </SubmissionResult>
  )
}
