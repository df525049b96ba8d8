import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import { refusalOf } from '../../../machines/gate.ts'
import {
  QUANT_CURRENCIES,
  quantAccountCall,
  quantTransferCall,
  quantTransferInput,
} from '../../../machines/quant/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadPending, LoadState } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stat } from '../../components/Stat.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDateTime } from '../../lib/date.ts'
import { currencySymbol, formatAmount, typedAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

type Currency = (typeof QUANT_CURRENCIES)[number]
type Direction = 'in' | 'out'
type Account = AnswerOf<typeof quantAccountCall>

/**
 * /home/quantifyTrading — the quant account (spec §2: deposit and withdraw funds between balance
 * and the quant account; §3: available, total assets, in trading, withdrawing; §9: out arrives
 * T+2), one currency at a time.
 */
export default function QuantTrading() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const currency: Currency = params.get('currency') === 'USD' ? 'USD' : 'EUR'
  const direction: Direction = params.get('dir') === 'out' ? 'out' : 'in'
  const load = useLoad(quantAccountCall, { currency })
  const choose = (next: { currency?: Currency; dir?: Direction }) =>
    setParams(
      { currency: next.currency ?? currency, dir: next.dir ?? direction },
      { replace: true },
    )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Quantitative trading`} />
      <SegmentedTabs
        label={t`Currency`}
        choices={QUANT_CURRENCIES.map((value) => ({ value, label: value }))}
        selected={currency}
        onSelect={(value) => choose({ currency: value })}
      />
      <LoadState load={load}>
        {(account) =>
          // Until the chosen currency's account arrives, the last one's is not shown under its
          // tab (a transfer sent from it would move the other currency): a spinner, or a retry.
          account.currency !== currency ? (
            <LoadPending load={load} />
          ) : (
            <>
              <AccountCard account={account} />
              <SegmentedTabs
                label={t`Transfer`}
                choices={[
                  { value: 'in', label: t`Into the quant account` },
                  { value: 'out', label: t`Back to the balance` },
                ]}
                selected={direction}
                onSelect={(value) => choose({ dir: value })}
              />
              <TransferForm
                key={`${currency}-${direction}`}
                account={account}
                direction={direction}
                onDone={() => void load.refresh()}
              />
            </>
          )
        }
      </LoadState>
      <Link className="button secondary" to="/home/quantifyDetail">
        {t`AI quant strategies`}
      </Link>
      <Link className="link-button" to="/home/quantifyRecond">
        {t`History`}
      </Link>
    </section>
  )
}

/** spec §3 Quantitative account: total assets, available, in trading, withdrawing. */
function AccountCard({ account: a }: { account: Account }) {
  const { t } = useLingui()
  const money = (v: string) => formatAmount(v, a.currency)
  return (
    <section className="card" data-testid="quant-account">
      <header className="screen-head">
        <strong>{t`Quant account`}</strong>
        <span data-testid="quant-total">{money(a.total)}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Available`}>
          <span data-testid="quant-available">{money(a.available)}</span>
        </Stat>
        <Stat label={t`In trading`}>{money(a.inTrading)}</Stat>
        <Stat label={t`Withdrawing`}>
          <span data-testid="quant-withdrawing">{money(a.withdrawing)}</span>
        </Stat>
        <Stat label={t`Balance available`}>{money(a.balanceAvailable)}</Stat>
      </dl>
    </section>
  )
}

function TransferForm({
  account,
  direction,
  onDone,
}: {
  account: Account
  direction: Direction
  onDone(): void
}) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const [typed, setTyped] = useState('')
  const money = (v: string) => formatAmount(v, account.currency)
  const amount = typedAmount(typed, i18n.locale)
  const transfer = useSubmission(quantTransferCall, {
    confirm: true,
    currency: account.currency,
    gate: (request) =>
      quantTransferInput({ direction: request.direction, amount: request.amount }, account),
    onDone: (answer) => {
      setTyped('')
      toast.show(
        answer.arrivesAt === null
          ? t`The money is in your quant account.`
          : t`On its way back: it arrives in your balance on ${formatDateTime(answer.arrivesAt)}.`,
      )
      onDone()
    },
  })
  // A bar on trading is said instead of the form.
  const before = refusalOf(quantTransferInput({ direction, amount: '0.01' }, account), 'client')
  if (before?.beforeForm)
    return (
      <p className="blocker" data-testid="quant-blocked" data-state={before.state}>
        {translateRefusal(i18n, before, currencySymbol(account.currency))}
      </p>
    )
  const source = direction === 'in' ? account.balanceAvailable : account.available
  return (
    <section className="card">
      <FormShell
        busy={transfer.isBusy}
        failure={transfer}
        submitLabel={direction === 'in' ? t`Transfer in` : t`Transfer out`}
        onSubmit={() =>
          transfer.submit({
            currency: account.currency,
            direction,
            amount,
          })
        }
      >
        <AmountField
          label={t`Amount`}
          name="amount"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          hint={t`Available ${money(source)}`}
        />
      </FormShell>
      <p className="muted small">
        {direction === 'in'
          ? t`Money moves into the quant account at once.`
          : t`Money leaves the quant account at once and arrives in your balance when the second trading day opens (T+2).`}
      </p>
      {transfer.isConfirming ? (
        <ConfirmDialog
          title={t`Confirm transfer`}
          busy={transfer.isBusy}
          onBack={transfer.back}
          onConfirm={transfer.confirm}
        >
          <p>
            {direction === 'in'
              ? t`Move ${money(amount)} from your balance into the quant account?`
              : t`Move ${money(amount)} from the quant account back to your balance? It arrives on the second trading day.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
