import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { refusalOf } from '../../../machines/gate.ts'
import { lifecycleStep } from '../../../machines/lifecycle.ts'
import { marketSearchCall } from '../../../machines/marketView/calls.ts'
import {
  type PlanDetail,
  planCreateCall,
  planDetailCall,
  planEditCall,
  planFormInput,
  planTermsCall,
} from '../../../machines/plans/calls.ts'
import { planMachine } from '../../../machines/plans/plan.ts'
import {
  PLAN_DIVIDEND_POLICIES,
  PLAN_MAX_INSTRUMENTS,
  PLAN_MONTH_DAY_MAX,
  PLAN_NAME_MAX,
  PLAN_SCHEDULES,
  PLAN_WEEKDAY_MAX,
  type PlanDividendPolicy,
  type PlanSchedule,
} from '../../../machines/plans/planRules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import {
  amountForInput,
  currencySymbol,
  formatAmount,
  typedAmount,
  typedDecimal,
} from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import type { SubmissionView } from '../../lib/useCallSubmission.ts'
import {
  PLAN_BOARD_LABELS,
  PLAN_DIVIDEND_LABELS,
  PLAN_SCHEDULE_LABELS,
  PLAN_WEEKDAY_LABELS,
} from './labels.ts'
import { PlanPie } from './PlanPie.tsx'
import { evenWeights, previewRunDays, runDayWords, scheduleWords } from './planText.ts'

/** Typing settles before a search is sent (as on the search screen). */
const TYPING_MS = 300
/** How many matches of a search the builder offers. */
const RESULTS_SHOWN = 8

/** What the builder's fields hold: the plan as typed (weights and amount in the user's locale). */
interface PlanFields {
  name: string
  slices: { code: string; name: string; weight: string }[]
  amount: string
  schedule: PlanSchedule
  runDay: number
  dividendPolicy: PlanDividendPolicy
}

const NEW_PLAN: PlanFields = {
  name: '',
  slices: [],
  amount: '',
  schedule: 'monthly',
  runDay: 1,
  dividendPolicy: 'reinvest',
}

/**
 * /trade/planBuilder — a new savings plan, or `?id=` to change one (issue 52): its name, its
 * instruments and their weights (the pie), the amount, the schedule and what to do with dividends.
 */
export default function PlanBuilder() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const editing = Number.isInteger(id) && id > 0
  return (
    <section className="screen sub-screen plan-builder">
      <BackBar title={editing ? t`Edit plan` : t`New savings plan`} />
      {editing ? <EditPlan id={id} /> : <PlanForm id={null} initial={NEW_PLAN} upcoming={null} />}
    </section>
  )
}

/** The plan to change, read first: the builder starts from it. */
function EditPlan({ id }: { id: number }) {
  const { i18n } = useLingui()
  const detail = useLoad(planDetailCall, { id })
  return (
    <LoadState load={detail}>
      {(d) => {
        // A plan closing or closed takes no edit: its lifecycle says why (machines/plans/plan.ts).
        const step = lifecycleStep(
          planMachine,
          d.plan.state,
          {},
          { type: 'plan.edit' },
          'plans.closed',
        )
        return step.ok ? (
          <PlanForm id={id} initial={fieldsOf(d, i18n.locale)} upcoming={d.upcoming} />
        ) : (
          <p className="blocker" data-testid="plan-blocked" data-state={d.plan.state}>
            {translateRefusal(i18n, { code: step.code }, currencySymbol(d.plan.currency))}
          </p>
        )
      }}
    </LoadState>
  )
}

const fieldsOf = ({ plan, holdings }: PlanDetail, locale: string): PlanFields => ({
  name: plan.name,
  slices: holdings.map((h) => ({
    code: h.code,
    name: h.name,
    weight: amountForInput(h.target, locale),
  })),
  amount: amountForInput(plan.amount, locale),
  schedule: plan.schedule,
  runDay: plan.runDay,
  dividendPolicy: plan.dividendPolicy,
})

type Saving = Pick<
  SubmissionView<typeof planCreateCall>,
  'isBusy' | 'isConfirming' | 'isFailed' | 'refusalText' | 'retry' | 'edit' | 'back' | 'confirm'
>

function PlanForm({
  id,
  initial,
  upcoming,
}: {
  id: number | null
  initial: PlanFields
  /** The edited plan's next run days, shown while its schedule stays as it is. */
  upcoming: string[] | null
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { toast } = useServices()
  const [fields, setFields] = useState<PlanFields>(initial)
  const change = (patch: Partial<PlanFields>) => setFields((f) => ({ ...f, ...patch }))
  const terms = useLoad(planTermsCall, { codes: fields.slices.map((s) => s.code) })
  const known = new Map((terms.data?.instruments ?? []).map((i) => [i.code, i]))
  const currency = fields.slices.map((s) => known.get(s.code)?.currency).find(Boolean) ?? undefined

  // What the form sends: weights and amount read in the user's locale, with a dot.
  const request = () => ({
    name: fields.name,
    slices: fields.slices.map((s) => ({ code: s.code, weight: typedDecimal(s.weight) })),
    amount: typedAmount(fields.amount, i18n.locale),
    schedule: fields.schedule,
    runDay: fields.runDay,
    dividendPolicy: fields.dividendPolicy,
  })
  const gate = (sent: ReturnType<typeof request>) =>
    terms.data ? planFormInput(sent, terms.data) : null
  const onDone = (answer: { id: number; nextRunDay: string }) => {
    toast.show(t`Plan saved. Its next run is on ${runDayWords(answer.nextRunDay, i18n.locale)}.`)
    navigate(`/trade/planDetail?id=${answer.id}`, { replace: true })
  }
  const creating = useSubmission(planCreateCall, { confirm: true, currency, gate, onDone })
  const changing = useSubmission(planEditCall, { confirm: true, currency, gate, onDone })
  const saving: Saving = id === null ? creating : changing
  const submit = () =>
    id === null ? creating.submit(request()) : changing.submit({ id, ...request() })

  // The gate's block that reads nothing typed (an account barred from trading) comes first.
  const before = terms.data ? refusalOf(planFormInput(request(), terms.data), 'client') : null
  const blocked = before?.beforeForm ? before : null

  const sameSchedule =
    upcoming !== null && fields.schedule === initial.schedule && fields.runDay === initial.runDay
  const nextRuns = sameSchedule
    ? upcoming.slice(0, 3)
    : terms.data
      ? previewRunDays(fields.schedule, fields.runDay, terms.data.today, 3)
      : []

  const setSchedule = (schedule: PlanSchedule) =>
    change({
      schedule,
      // A weekday (1–5) and a month's day (1–28) are different choices: switching starts again.
      runDay: (schedule === 'monthly') === (fields.schedule === 'monthly') ? fields.runDay : 1,
    })
  const setWeight = (code: string, weight: string) =>
    change({ slices: fields.slices.map((s) => (s.code === code ? { ...s, weight } : s)) })
  const splitEvenly = () => {
    const weights = evenWeights(fields.slices.length)
    change({
      slices: fields.slices.map((s, i) => ({
        ...s,
        weight: amountForInput(weights[i] ?? '', i18n.locale),
      })),
    })
  }
  const runDays =
    fields.schedule === 'monthly'
      ? Array.from({ length: PLAN_MONTH_DAY_MAX }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }))
      : Array.from({ length: PLAN_WEEKDAY_MAX }, (_, i) => ({
          value: String(i + 1),
          label: i18n._(PLAN_WEEKDAY_LABELS[i + 1]!),
        }))

  if (blocked) {
    return (
      <p className="blocker" data-testid="plan-blocked" data-state={blocked.state}>
        {translateRefusal(i18n, blocked, currencySymbol(currency ?? 'EUR'))}
      </p>
    )
  }
  return (
    <>
      <FormShell
        busy={saving.isBusy}
        waiting={terms.isLoading || terms.isRefreshing}
        failure={saving}
        submitLabel={id === null ? t`Start the plan` : t`Save changes`}
        onSubmit={submit}
      >
        <Field
          label={t`Plan name`}
          name="name"
          value={fields.name}
          autoComplete="off"
          onChange={(e) => change({ name: e.target.value })}
          hint={t`Up to ${PLAN_NAME_MAX} characters`}
        />

        <h2 className="section-title">{t`Instruments`}</h2>
        <InstrumentSearch
          chosen={fields.slices.map((s) => s.code)}
          onAdd={(code, name) => change({ slices: [...fields.slices, { code, name, weight: '' }] })}
        />
        {fields.slices.length > 0 ? (
          <ul className="list plan-slices" data-testid="plan-slices">
            {fields.slices.map((s) => {
              const instrument = known.get(s.code)
              return (
                <li key={s.code} className="plan-slice" data-testid={`slice-${s.code}`}>
                  <span className="plan-slice-name">
                    <strong>{instrument?.name ?? s.name}</strong>
                    <span className="muted small">
                      {s.code}
                      {instrument?.currency ? ` · ${instrument.currency}` : ''}
                      {instrument && !instrument.buyable ? ` · ${t`cannot be bought now`}` : ''}
                    </span>
                  </span>
                  <label className="plan-weight">
                    <input
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={t`Weight of ${instrument?.name ?? s.name} in percent`}
                      value={s.weight}
                      onChange={(e) => setWeight(s.code, e.target.value)}
                    />
                    <span aria-hidden>%</span>
                  </label>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t`Remove ${instrument?.name ?? s.name}`}
                    onClick={() =>
                      change({ slices: fields.slices.filter((x) => x.code !== s.code) })
                    }
                  >
                    {t`Remove`}
                  </button>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="muted small">{t`Search for shares or ETFs and add up to ${PLAN_MAX_INSTRUMENTS} of them, all trading in one currency.`}</p>
        )}
        {fields.slices.length > 1 ? (
          <button type="button" className="button secondary" onClick={splitEvenly}>
            {t`Split evenly`}
          </button>
        ) : null}
        <PlanPie
          slices={fields.slices.map((s) => ({
            code: s.code,
            name: known.get(s.code)?.name ?? s.name,
            weight: typedDecimal(s.weight),
          }))}
        />

        <h2 className="section-title">{t`Contribution`}</h2>
        <AmountField
          label={currency ? t`Amount each run (${currency})` : t`Amount each run`}
          name="amount"
          currency={currency}
          value={fields.amount}
          onChange={(e) => change({ amount: e.target.value })}
          hint={
            terms.data && currency
              ? t`At least ${formatAmount(terms.data.minContribution, currency)}`
              : undefined
          }
        />
        <SelectField
          label={t`How often`}
          name="schedule"
          value={fields.schedule}
          options={PLAN_SCHEDULES.map((s) => ({
            value: s,
            label: i18n._(PLAN_SCHEDULE_LABELS[s]),
          }))}
          onChange={setSchedule}
        />
        <SelectField
          label={fields.schedule === 'monthly' ? t`Day of the month` : t`Weekday`}
          name="runDay"
          value={String(fields.runDay)}
          options={runDays}
          onChange={(value) => change({ runDay: Number(value) })}
        />
        <div className="plan-next-runs" data-testid="plan-next-runs">
          <p className="small">{scheduleWords(i18n, fields.schedule, fields.runDay)}</p>
          <p className="muted small">{t`Next runs:`}</p>
          <ol className="small">
            {nextRuns.map((day) => (
              <li key={day}>{runDayWords(day, i18n.locale)}</li>
            ))}
          </ol>
          <p className="muted small">{t`A run on a day the market does not trade buys at the next open.`}</p>
        </div>
        <SelectField
          label={t`Dividends`}
          name="dividendPolicy"
          value={fields.dividendPolicy}
          options={PLAN_DIVIDEND_POLICIES.map((p) => ({
            value: p,
            label: i18n._(PLAN_DIVIDEND_LABELS[p]),
          }))}
          onChange={(dividendPolicy) => change({ dividendPolicy })}
        />
      </FormShell>
      {saving.isConfirming ? (
        <ConfirmDialog
          title={id === null ? t`Start this plan?` : t`Save the changes?`}
          busy={saving.isBusy}
          onBack={saving.back}
          onConfirm={saving.confirm}
        >
          <ConfirmWords fields={fields} currency={currency} firstRun={nextRuns[0] ?? null} />
        </ConfirmDialog>
      ) : null}
    </>
  )
}

function ConfirmWords({
  fields,
  currency,
  firstRun,
}: {
  fields: PlanFields
  currency: string | undefined
  firstRun: string | null
}) {
  const { t, i18n } = useLingui()
  const amount = typedAmount(fields.amount, i18n.locale)
  const money = currency ? formatAmount(amount, currency) : amount
  const schedule = scheduleWords(i18n, fields.schedule, fields.runDay)
  const count = fields.slices.length
  const first = firstRun ? runDayWords(firstRun, i18n.locale) : '—'
  return (
    <>
      <p>{t`${fields.name}: ${money} into ${count} instruments each run. ${schedule}.`}</p>
      <p>{t`Each run takes the amount from your available balance; a run with too little balance is skipped. Next run: ${first}.`}</p>
    </>
  )
}

/** Search by code or name, each match with its board and whether a plan can hold it. */
function InstrumentSearch({
  chosen,
  onAdd,
}: {
  chosen: string[]
  onAdd(code: string, name: string): void
}) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div className="plan-search">
      <input
        className="search-input"
        type="search"
        value={text}
        placeholder={t`Add a share or ETF: code or name`}
        aria-label={t`Add a share or ETF: code or name`}
        onChange={(e) => setText(e.target.value)}
      />
      {keyword ? (
        <SearchResults
          keyword={keyword}
          chosen={chosen}
          onAdd={(code, name) => {
            onAdd(code, name)
            setText('')
            setKeyword('')
          }}
        />
      ) : null}
    </div>
  )
}

function SearchResults({
  keyword,
  chosen,
  onAdd,
}: {
  keyword: string
  chosen: string[]
  onAdd(code: string, name: string): void
}) {
  const { t } = useLingui()
  const found = useLoad(marketSearchCall, { keyword })
  return (
    <LoadState
      load={found}
      empty={<p className="empty">{t`No share or ETF matches “${keyword}”.`}</p>}
    >
      {({ list }) => <Matches rows={list.slice(0, RESULTS_SHOWN)} chosen={chosen} onAdd={onAdd} />}
    </LoadState>
  )
}

/** The matches, with the plan terms of them: which a plan can hold (a share or ETF trading now). */
function Matches({
  rows,
  chosen,
  onAdd,
}: {
  rows: {
    code: string
    name: string
    board: keyof typeof PLAN_BOARD_LABELS
    currency: string | null
  }[]
  chosen: string[]
  onAdd(code: string, name: string): void
}) {
  const { t, i18n } = useLingui()
  const terms = useLoad(planTermsCall, { codes: rows.map((r) => r.code) })
  const buyable = new Map((terms.data?.instruments ?? []).map((i) => [i.code, i.buyable]))
  return (
    <ul className="list plan-matches" data-testid="plan-matches">
      {rows.map((r) => {
        const added = chosen.includes(r.code)
        const canHold = buyable.get(r.code) === true
        return (
          <li key={r.code} className="list-row" data-testid={`match-${r.code}`}>
            <span className="plan-slice-name">
              <strong>{r.name}</strong>
              <span className="muted small">
                {r.code} · {i18n._(PLAN_BOARD_LABELS[r.board])}
                {r.currency ? ` · ${r.currency}` : ''}
              </span>
            </span>
            {added ? (
              <span className="muted small">{t`Added`}</span>
            ) : terms.data && !canHold ? (
              <span className="muted small">{t`Not for plans`}</span>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={!terms.data}
                onClick={() => onAdd(r.code, r.name)}
              >
                {t`Add`}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
