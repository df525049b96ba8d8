import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isAmount } from '../../../machines/funds/amountChecks.ts'
import { convertAmount, exchangeGate } from '../../../machines/funds/exchange.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useGatedSubmit } from '../../funds/useFundsActions.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface Balance {
  currency: string
  available: string
}

/** /information/exChange — currency exchange at the back office's rates (spec §3, §5 Exchange). */
export default function ExChange() {
  const { t } = useLingui()
  const rates = useApiData<Array<{ currency: string; usd: string }>>('funds/rates', {})
  const balances = useApiData<Balance[]>('user/balances', {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Currency exchange`} />
      <LoadState load={rates}>
        {(list) => (
          <LoadState load={balances}>
            {(held) => <ExchangeForm rates={list} balances={held} onDone={balances.reload} />}
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
  rates: Array<{ currency: string; usd: string }>
  balances: Balance[]
  onDone(): void
}) {
  const { t } = useLingui()
  const { toast } = useServices()
  const { submit, busy } = useGatedSubmit()
  const [from, setFrom] = useState('EUR')
  const [to, setTo] = useState('USD')
  const [amount, setAmount] = useState('')
  const rateOf = (c: string) => rates.find((r) => r.currency === c)?.usd
  const available = balances.find((b) => b.currency === from)?.available ?? '0.00'
  const fromRate = rateOf(from)
  const toRate = rateOf(to)
  const preview =
    isAmount(amount) && fromRate && toRate
      ? formatAmount(convertAmount(amount, fromRate, toRate), to)
      : '—'
  const options = rates.map((r) => ({ value: r.currency, label: r.currency }))
  const send = async () => {
    const facts = {
      from,
      to,
      amount,
      ratesKnown: fromRate !== undefined && toRate !== undefined,
      available,
    }
    const done = await submit({ gate: exchangeGate, facts }, 'funds/exchange', {
      from,
      to,
      amount,
      requestId: crypto.randomUUID(),
    })
    if (done) {
      toast.show(t`Exchange done.`)
      setAmount('')
      onDone()
    }
  }
  return (
    <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Exchange`}>
      <div className="exchange-pair">
        <SelectField
          label={t`From`}
          name="from"
          value={from}
          options={options}
          onChange={setFrom}
        />
        <SelectField label={t`To`} name="to" value={to} options={options} onChange={setTo} />
      </div>
      <p className="muted">
        {t`Available`}: <strong>{formatAmount(available, from)}</strong>
      </p>
      <Field
        label={t`Amount (${from})`}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <p>
        {t`You receive`}: <strong data-testid="exchange-preview">{preview}</strong>
      </p>
    </FormShell>
  )
}
