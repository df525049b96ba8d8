import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { bankCardsCall, walletsCall } from '../../../machines/account/calls.ts'
import { cardLabel, walletLabel } from '../../../machines/account/payoutMethods.ts'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import { currencyDecimals } from '../../../machines/currency.ts'
import {
  withdrawalGateInput,
  withdrawalRequestInput,
  withdrawCall,
  withdrawGateCall,
} from '../../../machines/funds/calls.ts'
import { payoutMethodOf } from '../../../machines/funds/withdrawalGate.ts'
import { refusalOf } from '../../../machines/gate.ts'
import {
  type ExchangeCurrency,
  FUND_PASSWORD_DIGITS,
  type Market,
} from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SecondFactorField } from '../../components/form/SecondFactorField.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadPending, LoadState } from '../../components/LoadState.tsx'
import { formatAmount, typedAmount } from '../../lib/money.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import type { LoadView } from '../../lib/useCallLoad.ts'
import { useMarket } from '../../lib/useMarket.ts'
import { hoursOf } from './fundsHours.ts'
import { RecordPages, useRecords } from './RecordList.tsx'
import { WithdrawChecklist } from './WithdrawChecklist.tsx'

type GateView = AnswerOf<typeof withdrawGateCall>

interface Method {
  id: number
  label: string
}

/**
 * /information/cashOut — withdrawal (spec §2, §5). The withdrawal gate runs on the server's facts
 * before the user types anything: the first blocker is shown with the screen that clears it;
 * once nothing blocks, the form (its gate, then a confirmation, then the result), then the records.
 */
export default function CashOut() {
  const { t } = useLingui()
  const market = useMarket()
  // The currency chosen on the form (a card takes any the account holds); the account's own
  // until one is chosen, and again when the market changes.
  const [chosen, setChosen] = useState<{ market: Market; currency: ExchangeCurrency } | null>(null)
  const currency = chosen?.market === market ? chosen.currency : undefined
  const gate = useLoad(withdrawGateCall, currency ? { type: market, currency } : { type: market })
  const records = useRecords('withdraw')
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Withdraw`} />
      <LoadState load={gate}>
        {(view) => (
          <WithdrawStep
            view={view}
            market={market}
            chosenCurrency={currency}
            terms={gate}
            onCurrency={(c) => setChosen({ market, currency: c })}
            onDone={() => {
              gate.refresh()
              records.showNewest()
            }}
          />
        )}
      </LoadState>
      <h2 className="section-title">{t`Withdrawal records`}</h2>
      <RecordPages records={records} />
    </section>
  )
}

interface FormProps {
  view: GateView
  market: Market
  /** The currency chosen on the form; none for the account's own. */
  chosenCurrency: ExchangeCurrency | undefined
  /** The load of the terms, for its spinner or retry while the chosen currency's are not in. */
  terms: LoadView<unknown>
  onCurrency(currency: ExchangeCurrency): void
  onDone(): void
}

function WithdrawStep(props: FormProps) {
  const { view, market } = props
  const blocked = refusalOf(withdrawalGateInput(view.facts), 'client')
  if (!blocked) return <WithdrawForm {...props} />
  return <WithdrawChecklist view={view} market={market} first={blocked.state} />
}

function WithdrawForm({ view, market, chosenCurrency, terms, onCurrency, onDone }: FormProps) {
  const { t, i18n } = useLingui()
  const wallet = payoutMethodOf(market) === 'wallet'
  // Both lists load (each is a few rows), so a change of market never swaps a load's call.
  const cards = useLoad(bankCardsCall, {})
  const wallets = useLoad(walletsCall, {})
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [twoFactorCode, setTwoFactorCode] = useState('')
  const [methodId, setMethodId] = useState('')
  const options: Method[] = wallet
    ? (wallets.data ?? []).map((w) => ({ id: w.id, label: walletLabel(w) }))
    : (cards.data ?? []).map((c) => ({ id: c.id, label: cardLabel(c) }))
  const chosen = methodId || String(options[0]?.id ?? '')
  const withdrawal = useSubmission(withdrawCall, {
    confirm: true,
    gate: (request) =>
      withdrawalRequestInput(
        { amount: request.amount, fundPassword: request.fundPassword, methodChosen: chosen !== '' },
        view,
      ),
    onDone: () => {
      setAmount('')
      setPassword('')
      // A code works once: the next withdrawal needs the app's next one.
      setTwoFactorCode('')
      onDone()
    },
  })
  const money = (value: string) => formatAmount(value, view.currency)
  const hours = hoursOf(view.facts.window)
  const method = options.find((o) => String(o.id) === chosen)?.label ?? ''
  // The form waits for the market's payout methods: sent before they arrive, it would be refused
  // for want of a card the investor has (the gate opened it only because one is bound).
  const methods: LoadView<unknown> = wallet ? wallets : cards
  // Until the chosen currency's terms arrive, the form still holds the last currency's: it shows
  // the one chosen, none of the other's figures, and cannot be sent (it would go out in the other).
  const pending = chosenCurrency !== undefined && chosenCurrency !== view.currency
  return (
    <>
      {withdrawal.isDone && withdrawal.answer ? (
        <SubmissionResult title={t`Withdrawal submitted`} onDismiss={withdrawal.edit}>
          <p>{t`Order ${withdrawal.answer.orderNo} is pending review; the amount stays frozen until it is paid. It is processed within 24 hours.`}</p>
        </SubmissionResult>
      ) : null}
      <LoadState load={methods}>
        {() => (
          <FormShell
            onSubmit={() =>
              withdrawal.submit({
                type: market,
                currency: view.currency as ExchangeCurrency,
                amount: typedAmount(amount, i18n.locale, currencyDecimals(view.currency)),
                fundPassword: password,
                methodId: Number(chosen),

                twoFactorCode,
              })
            }
            busy={withdrawal.isBusy}
            failure={withdrawal}
            waiting={pending}
            submitLabel={t`Submit withdrawal`}
          >
            {pending ? null : (
              <p className="muted">
                <Labelled label={t`Available`}>
                  <strong data-testid="withdraw-available">{money(view.available)}</strong>
                </Labelled>
              </p>
            )}
            {options.length > 0 ? (
              <SelectField
                label={wallet ? t`Wallet` : t`Bank card`}
                name="method"
                value={chosen}
                options={options.map((o) => ({ value: String(o.id), label: o.label }))}
                onChange={setMethodId}
              />
            ) : null}
            {view.currencies.length > 1 ? (
              <SelectField
                label={t`Currency`}
                name="currency"
                value={pending ? chosenCurrency : view.currency}
                options={view.currencies.map((c) => ({ value: c, label: c }))}
                onChange={(c) => {
                  setAmount('')
                  onCurrency(c as ExchangeCurrency)
                }}
              />
            ) : null}
            {pending ? (
              <LoadPending load={terms} />
            ) : (
              <AmountField
                label={t`Amount (${view.currency})`}
                currency={view.currency}
                name="amount"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                hint={t`Minimum ${money(view.min)}; ${hours} Madrid time`}
              />
            )}
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
            <SecondFactorField value={twoFactorCode} onChange={setTwoFactorCode} />
            <p className="muted small">{t`Bank transfers arrive within about 2 hours, at most T+1; crypto arrives T+2.`}</p>
          </FormShell>
        )}
      </LoadState>
      {withdrawal.isConfirming && withdrawal.request ? (
        <ConfirmDialog
          title={t`Confirm withdrawal`}
          busy={withdrawal.isBusy}
          onBack={withdrawal.back}
          onConfirm={withdrawal.confirm}
        >
          <p>{t`Withdraw ${money(withdrawal.request.amount)} to ${method}? The amount is frozen until the back office pays it out.`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
