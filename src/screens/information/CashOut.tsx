import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { withdrawalRequestGate } from '../../../machines/funds/withdrawal.ts'
import {
  payoutMethodOf,
  WITHDRAWAL_REMEDY,
  type WithdrawalFacts,
  withdrawalGate,
} from '../../../machines/funds/withdrawalGate.ts'
import { evaluateGate } from '../../../machines/gate.ts'
import { FUND_PASSWORD_DIGITS, MARKET_SYMBOL, type Market } from '../../../machines/rules.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { RecordList } from '../../components/funds/RecordList.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useGatedSubmit, useMarket } from '../../funds/useFundsActions.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface GateView {
  currency: string
  min: string
  max: string | null
  window: string
  available: string
  facts: WithdrawalFacts
}

interface Method {
  id: number
  label: string
}

/**
 * /information/cashOut — withdrawal (spec §2, §5). The withdrawal gate runs on the server's facts
 * before the user types anything: the first blocker is shown with the screen that clears it;
 * once nothing blocks, the form, checked by the withdrawal form gate, then the records.
 */
export default function CashOut() {
  const { t } = useLingui()
  const market = useMarket()
  const gate = useApiData<GateView>('funds/withdrawGate', { type: market })
  const [version, setVersion] = useState(0)
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Withdraw`} />
      <LoadState load={gate}>
        {(view) => (
          <WithdrawStep
            view={view}
            market={market}
            onDone={() => {
              gate.reload()
              setVersion((v) => v + 1)
            }}
          />
        )}
      </LoadState>
      <h2 className="section-title">{t`Withdrawal records`}</h2>
      <RecordList kind="withdraw" key={version} />
    </section>
  )
}

function WithdrawStep({
  view,
  market,
  onDone,
}: {
  view: GateView
  market: Market
  onDone(): void
}) {
  const { i18n } = useLingui()
  const verdict = evaluateGate(withdrawalGate, view.facts)
  if (verdict.allowed) return <WithdrawForm view={view} market={market} onDone={onDone} />
  const remedy = WITHDRAWAL_REMEDY[verdict.state]?.(market)
  const params = verdict.code === 'funds.outsideHours' ? { range: view.window } : {}
  return (
    <div className="card blocker" data-testid="withdraw-blocker" data-state={verdict.state}>
      <p>{translateRefusal(i18n, { code: verdict.code, params }, MARKET_SYMBOL[market])}</p>
      {remedy ? (
        <Link className="button primary" to={remedy}>
          {REMEDY_LABELS[verdict.state] ? i18n._(REMEDY_LABELS[verdict.state]!) : null}
        </Link>
      ) : null}
    </div>
  )
}

/** The button that leads to each blocker's remedy (WITHDRAWAL_REMEDY). */
const REMEDY_LABELS: Record<string, MessageDescriptor> = {
  fundPasswordMissing: msg`Set fund password`,
  noMethod: msg`Bind a card or wallet`,
  realNameMissing: msg`Verify real name`,
  positionsOpen: msg`See my positions`,
}

function WithdrawForm({
  view,
  market,
  onDone,
}: {
  view: GateView
  market: Market
  onDone(): void
}) {
  const { t } = useLingui()
  const { toast } = useServices()
  const wallet = payoutMethodOf(market) === 'wallet'
  const methods = useApiData<
    Array<{ id: number; masked?: string; bankName?: string; type?: string; address?: string }>
  >(wallet ? 'user/wallets' : 'user/bankCards', {})
  const { submit, busy } = useGatedSubmit()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [methodId, setMethodId] = useState('')
  const options: Method[] =
    methods.status === 'ready'
      ? methods.data.map((m) => ({
          id: m.id,
          label: wallet ? `${m.type} ${m.address}` : `${m.bankName} ${m.masked}`,
        }))
      : []
  const chosen = methodId || String(options[0]?.id ?? '')
  const send = async () => {
    const facts = {
      amount,
      min: view.min,
      max: view.max,
      methodChosen: chosen !== '',
      fundPasswordGiven: password !== '',
      available: view.available,
      fundPasswordLocked: false,
      fundPasswordWrong: false,
    }
    const done = await submit(
      {
        gate: withdrawalRequestGate,
        facts,
        params: { belowMin: { amount: view.min }, aboveMax: { amount: view.max ?? '' } },
      },
      'funds/withdraw',
      {
        type: market,
        amount,
        fundPassword: password,
        methodId: Number(chosen),
        requestId: crypto.randomUUID(),
      },
    )
    if (done) {
      toast.show(t`Withdrawal submitted. It is processed within 24 hours.`)
      setAmount('')
      setPassword('')
      onDone()
    }
  }
  return (
    <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Submit withdrawal`}>
      <p className="muted">
        {t`Available`}:{' '}
        <strong data-testid="withdraw-available">
          {formatAmount(view.available, view.currency)}
        </strong>
      </p>
      {options.length > 0 ? (
        <SelectField
          label={wallet ? t`Wallet` : t`Bank card`}
          name="method"
          value={chosen}
          options={options.map((o) => ({ value: String(o.id), label: o.label }))}
          onChange={setMethodId}
        />
      ) : null}
      <Field
        label={t`Amount (${view.currency})`}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={t`Minimum ${formatAmount(view.min, view.currency)}; hours ${view.window}`}
      />
      <Field
        label={t`Fund password`}
        name="fundPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={FUND_PASSWORD_DIGITS}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="muted small">{t`Bank transfers arrive within about 2 hours, at most T+1; crypto arrives T+2.`}</p>
    </FormShell>
  )
}
