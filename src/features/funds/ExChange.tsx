import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type Balance, balancesCall } from '../../../machines/account/calls.ts'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import { currencyDecimals } from '../../../machines/currency.ts'
import {
  exchangeCall,
  exchangeInput,
  exchangeQuote,
  ratesCall,
  rateTableOf,
} from '../../../machines/funds/calls.ts'
import { EXCHANGE_CURRENCIES, type ExchangeCurrency } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatAmount, typedAmount } from '../../lib/money.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

type Rates = AnswerOf<typeof ratesCall>

/**
 * /information/exChange — currency exchange at the back office's rates (spec §3, §5 Exchange):
 * the exchange gate, then a confirmation of what leaves and what arrives, then the result.
 */
export default function ExChange() {
  const { t } = useLingui()
  const rates = useLoad(ratesCall, {})
  const balances = useLoad(balancesCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Currency exchange`} />
      <LoadState load={rates}>
        {(list) => (
          <LoadState load={balances}>
            {(held) => <ExchangeForm rates={list} balances={held} onDone={balances.refresh} />}
          </LoadState>
        )}
      </LoadState>
    </section>
  )
}

function ExchangeForm({
  rates,
  balances,
  onDone,
}: {
  rates: Rates
  balances: Balance[]
  onDone(): void
}) {
  const { t, i18n } = useLingui()
  const [from, setFrom] = useState<ExchangeCurrency>('EUR')
  const [to, setTo] = useState<ExchangeCurrency>('USD')
  const [amount, setAmount] = useState('')
  const availableOf = (c: string) => balances.find((b) => b.currency === c)?.available ?? '0.00'
  const table = rateTableOf(rates)
  const known = (c: string) => table[c] !== undefined
  const exchange = useSubmission(exchangeCall, {
    confirm: true,
    gate: (request) => exchangeInput(request, table, availableOf(request.from)),
    onDone: () => {
      setAmount('')
      onDone()
    },
  })
  const typed = typedAmount(amount, i18n.locale, currencyDecimals(from))
  const quote = exchangeQuote({ from, to, amount: typed }, table)
  const options = EXCHANGE_CURRENCIES.filter(known).map((c) => ({ value: c, label: c }))
  const sent = exchange.request
  const done = exchange.isDone ? exchange.answer : null
  return (
    <>
      {done ? (
        <SubmissionResult title={t`Exchange done`} onDismiss={exchange.edit}>
          <p>{t`${formatAmount(done.amount, done.from)} became ${formatAmount(done.received, done.to)} (order ${done.orderNo}).`}</p>
        </SubmissionResult>
      ) : null}
      <FormShell
        onSubmit={() =>
          exchange.submit({
            from,
            to,
            amount: typedAmount(amount, i18n.locale, currencyDecimals(from)),
          })
        }
        busy={exchange.isBusy}
        failure={exchange}
        submitLabel={t`Exchange`}
      >
        <div className="exchange-pair">
          <SelectField<ExchangeCurrency>
            label={t`From`}
            name="from"
            value={from}
            options={options}
            onChange={setFrom}
          />
          <SelectField<ExchangeCurrency>
            label={t`To`}
            name="to"
            value={to}
            options={options}
            onChange={setTo}
          />
        </div>
        <p className="muted">
          <Labelled label={t`Available`}>
            <strong>{formatAmount(availableOf(from), from)}</strong>
          </Labelled>
        </p>
        <AmountField
          label={t`Amount (${from})`}
          currency={from}
          name="amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <p>
          <Labelled label={t`You receive`}>
            <strong data-testid="exchange-preview">{quote ? formatAmount(quote, to) : '—'}</strong>
          </Labelled>
        </p>
      </FormShell>
      {exchange.isConfirming && sent ? (
        <ConfirmDialog
          title={t`Confirm exchange`}
          busy={exchange.isBusy}
          onBack={exchange.back}
          onConfirm={exchange.confirm}
        >
          <ExchangeTerms
            out={formatAmount(sent.amount, sent.from)}
            received={formatAmount(exchangeQuote(sent, table) ?? '0.00', sent.to)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  )
}

/** What the confirmation says: what leaves, what arrives at the rate shown now. */
function ExchangeTerms({ out, received }: { out: string; received: string }) {
  const { t } = useLingui()
  return (
    <>
      <p>
        <Labelled label={t`You give`}>
          <strong data-testid="exchange-out">{out}</strong>
        </Labelled>
      </p>
      <p>
        <Labelled label={t`You receive, at the current rate`}>
          <strong data-testid="exchange-in">{received}</strong>
        </Labelled>
      </p>
    </>
  )
}
