import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { depositGate } from '../../../machines/funds/deposit.ts'
import type { FundsWindow } from '../../../machines/funds/window.ts'
import { windowRange } from '../../../machines/funds/window.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formData, useGatedSubmit } from '../../funds/useFundsActions.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'
import type { Channel } from './Recharge.tsx'

interface DepositTerms {
  window: FundsWindow
  pendingDeposit: boolean
  /** The server's clock: the hours are the server's, not the phone's. */
  now: number
}

/**
 * /information/rechargeChannel — one capital channel (spec §2): the receiving account with copy
 * buttons, the amount, the proof upload and the help text. The deposit gate runs before sending.
 */
export default function RechargeChannel() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const channels = useApiData<Channel[]>('funds/channels', {})
  const terms = useApiData<DepositTerms>('funds/depositTerms', {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Deposit`} />
      <LoadState load={channels}>
        {(list) => {
          const channel = list.find((c) => c.id === id)
          if (!channel) return <p className="empty">{t`This deposit channel does not exist.`}</p>
          return (
            <LoadState load={terms}>
              {(loaded) => <DepositForm channel={channel} terms={loaded} />}
            </LoadState>
          )
        }}
      </LoadState>
    </section>
  )
}

function DepositForm({ channel, terms }: { channel: Channel; terms: DepositTerms }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const { submit, busy } = useGatedSubmit()
  const [amount, setAmount] = useState('')
  const [proof, setProof] = useState<File | null>(null)
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.show(t`Copied`),
      () => toast.show(text),
    )
  }
  const send = async () => {
    const facts = {
      amount,
      min: channel.min,
      max: channel.max,
      proofUploaded: proof !== null,
      pendingDeposit: terms.pendingDeposit,
      now: terms.now,
      window: terms.window,
    }
    const done = await submit(
      {
        gate: depositGate,
        facts,
        params: {
          outsideHours: { range: windowRange(terms.window) },
          belowMin: { amount: channel.min },
          aboveMax: { amount: channel.max },
        },
      },
      'funds/recharge',
      formData({ channelId: String(channel.id), amount, proof, requestId: crypto.randomUUID() }),
    )
    if (done) {
      toast.show(t`Deposit submitted. It will be credited once reviewed.`)
      navigate('/information/fundRecord?tab=recharge', { replace: true })
    }
  }
  const row = (label: string, value: string) => (
    <div className="copy-row">
      <span className="muted small">{label}</span>
      <strong>{value}</strong>
      <button type="button" className="text-link" onClick={() => copy(value)}>
        {t`Copy`}
      </button>
    </div>
  )
  return (
    <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Submit deposit`}>
      <div className="card channel-card">
        {row(t`Account name`, channel.accountName)}
        {row(channel.kind === 'bank' ? t`Account number` : t`Address`, channel.accountNumber)}
        {row(channel.kind === 'bank' ? t`Bank` : t`Network`, channel.bankName)}
      </div>
      <Field
        label={t`Amount (${channel.currency})`}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={t`From ${formatAmount(channel.min, channel.currency)} to ${formatAmount(channel.max, channel.currency)}, ${windowRange(terms.window)}`}
      />
      <ImageField label={t`Transfer proof`} name="proof" file={proof} onChange={setProof} />
      <div className="help-text">
        <p>{t`Keep a screenshot of the transfer and its transaction ID.`}</p>
        <p>{t`If the deposit is not credited, contact customer service.`}</p>
      </div>
    </FormShell>
  )
}
