import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import {
  channelsCall,
  depositInput,
  depositTermsCall,
  rechargeCall,
} from '../../../machines/funds/calls.ts'
import { FUNDS_TIME_ZONE } from '../../../machines/funds/window.ts'
import { refusalOf } from '../../../machines/gate.ts'
import type { Refusal } from '../../../machines/session/events.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDateTime, formatInZone } from '../../lib/date.ts'
import { currencySymbol, formatAmount, typedAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { hoursOf } from './fundsHours.ts'

type Channel = AnswerOf<typeof channelsCall>[number]
/** The deposit hours and a pending deposit, on the server's clock (`now`), not the phone's. */
type DepositTerms = AnswerOf<typeof depositTermsCall>

/**
 * /information/rechargeChannel — one capital channel (spec §2): the receiving account with copy
 * buttons, the amount, the proof upload and the help text. The deposit gate runs before sending;
 * the result stays on screen until the user goes to the deposit records.
 */
export default function RechargeChannel() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const channels = useLoad(channelsCall, {})
  const terms = useLoad(depositTermsCall, {})
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
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [amount, setAmount] = useState('')
  const [proof, setProof] = useState<File | null>(null)
  // A private channel's password and secret key, as customer service gave them (decision 0038).
  const [channelPassword, setChannelPassword] = useState('')
  const [secretKey, setSecretKey] = useState('')
  const deposit = useSubmission(rechargeCall, {
    // Money is sent to a real account on the strength of this form: confirmed first (issue 48).
    confirm: true,
    gate: (request) =>
      depositInput(
        { amount: request.amount, proofUploaded: request.proof instanceof File },
        channel,
        terms,
      ),
  })
  const money = (value: string) => formatAmount(value, channel.currency)
  // What blocks before anything is typed (hours, a deposit already waiting) shows first.
  const before = refusalOf(
    depositInput({ amount: '', proofUploaded: false }, channel, terms),
    'client',
  )
  if (before?.beforeForm && !deposit.isDone)
    return <DepositClosed refusal={before} terms={terms} currency={channel.currency} />
  if (deposit.isDone && deposit.answer)
    return (
      <SubmissionResult
        title={t`Deposit submitted`}
        onDismiss={() => navigate('/information/fundRecord?tab=recharge', { replace: true })}
      >
        <p>{t`Order ${deposit.answer.orderNo} is pending review; the money is credited once the transfer is confirmed.`}</p>
      </SubmissionResult>
    )
  return (
    <FormShell
      onSubmit={() =>
        deposit.submit({
          channelId: String(channel.id),
          amount: typedAmount(amount, i18n.locale),
          proof: proof ?? undefined,
          ...(channel.private ? { channelPassword, secretKey } : {}),
        })
      }
      busy={deposit.isBusy}
      failure={deposit}
      submitLabel={t`Submit deposit`}
    >
      <ChannelCard channel={channel} />
      {channel.private && (
        <>
          <Field
            label={t`Channel password`}
            name="channelPassword"
            type="password"
            autoComplete="off"
            value={channelPassword}
            onChange={(e) => setChannelPassword(e.target.value)}
          />
          <Field
            label={t`Secret key`}
            name="secretKey"
            autoComplete="off"
            value={secretKey}
            onChange={(e) => setSecretKey(e.target.value)}
            hint={t`Put it in the transfer's reference too.`}
          />
        </>
      )}
      <AmountField
        label={t`Amount (${channel.currency})`}
        name="amount"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={t`From ${money(channel.min)} to ${money(channel.max)}, ${hoursOf(terms.window)} Madrid time`}
      />
      <ImageField label={t`Transfer proof`} name="proof" file={proof} onChange={setProof} />
      <div className="help-text">
        <p>{t`Keep a screenshot of the transfer and its transaction ID.`}</p>
        <p>{t`If the deposit is not credited, contact customer service.`}</p>
      </div>
      {deposit.isConfirming && deposit.request ? (
        <ConfirmDialog
          title={t`Confirm deposit`}
          busy={deposit.isBusy}
          onBack={deposit.back}
          onConfirm={deposit.confirm}
        >
          <p data-testid="deposit-confirm">
            {t`Report a transfer of ${money(deposit.request.amount)} to ${channel.accountName ?? channel.bankName ?? ''}? The back office credits it once the transfer has arrived.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </FormShell>
  )
}

/**
 * The deposit form cannot be used now (outside the hours, or a deposit already waits): say so
 * before the user types, with when the hours open next in their time zone and in Madrid's.
 */
function DepositClosed({
  refusal,
  terms,
  currency,
}: {
  refusal: Refusal
  terms: DepositTerms
  currency: string
}) {
  const { t, i18n } = useLingui()
  const opens = terms.opensAt
  return (
    <div className="card blocker" data-testid="deposit-closed">
      <p>{translateRefusal(i18n, refusal, currencySymbol(currency))}</p>
      {opens !== null ? (
        <p data-testid="deposit-opens">
          {t`Deposits open again ${formatDateTime(new Date(opens).toISOString())} your time (${formatInZone(opens, FUNDS_TIME_ZONE)} in Madrid).`}
        </p>
      ) : null}
      {terms.pendingDeposit ? (
        <Link className="button primary" to="/information/fundRecord?tab=recharge">
          {t`See my deposits`}
        </Link>
      ) : null}
    </div>
  )
}

/** Where to send the transfer, each line with a copy button. */
function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.show(t`Copied`),
      () => toast.show(text),
    )
  }
  const bank = channel.kind === 'bank'
  const rows: Array<[string, string | null]> = [
    [t`Account name`, channel.accountName],
    [bank ? t`Account number` : t`Address`, channel.accountNumber],
    [bank ? t`Bank` : t`Network`, channel.bankName],
  ]
  return (
    <div className="card channel-card">
      {channel.demo ? (
        // A placeholder seeded with a new install (issue 18): said in words, not only by its name.
        <p className="small" data-testid="channel-demo">
          <span className="badge-plain">{t`Demo data`}</span>{' '}
          {t`This is a placeholder account of the demo, not a real one: do not send real money to it.`}
        </p>
      ) : null}
      {channel.private ? (
        <p className="small" data-testid="channel-private">
          {t`A private channel: customer service gives you its account details, its password and its secret key.`}
        </p>
      ) : null}
      {rows.map(([label, value]) =>
        value === null ? null : (
          <div className="copy-row" key={label}>
            <span className="muted small">{label}</span>
            <strong>{value}</strong>
            <button type="button" className="text-link" onClick={() => copy(value)}>
              {t`Copy`}
            </button>
          </div>
        ),
      )}
    </div>
  )
}
