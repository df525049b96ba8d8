import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type ChannelRow,
  channelActiveCall,
  channelSaveCall,
  channelsListCall,
} from '../../../machines/backOffice/calls.ts'
import {
  CHANNEL_CURRENCIES,
  CHANNEL_KINDS,
  type ChannelCurrency,
  type ChannelKind,
  channelBoundsOrdered,
  channelKindFitsCurrency,
} from '../../../machines/backOffice/channels.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatAmount, typedAmount } from '../../lib/money.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'

/**
 * Where investors send deposits (spec §2 capital channel), in the console (issue 18): every
 * channel in full, marked when it is the seeded demo placeholder or disabled; an operator adds
 * one, replaces a channel's details (which makes it no longer demo) or stops offering it.
 */
export function DepositChannels() {
  const { t } = useLingui()
  const channels = useAdminLoad(channelsListCall, {})
  const active = useAdminSubmission(channelActiveCall, { confirm: true, onDone: channels.refresh })
  const [editing, setEditing] = useState<ChannelRow | 'new' | null>(null)
  return (
    <section>
      <p className="muted">{t`Channels marked Demo data are placeholders seeded on first start: replace them with the real accounts before taking deposits. Saving a channel clears the mark.`}</p>
      {editing === null ? (
        <button type="button" className="secondary" onClick={() => setEditing('new')}>
          {t`Add a channel`}
        </button>
      ) : (
        <ChannelEditor
          key={editing === 'new' ? 'new' : editing.id}
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={channels.refresh}
        />
      )}
      <ResultStep submission={active} title={t`Channel updated`}>
        {(c) => (
          <p>
            {c.bankName} · {c.currency}: {c.active ? t`Offered to investors` : t`Disabled`}
          </p>
        )}
      </ResultStep>
      <LoadState load={channels} empty={<p className="empty">{t`Nothing here.`}</p>}>
        {(list) => (
          <ul className="review-list channel-list">
            {list.map((c) => (
              <li key={c.id} className="review-item" data-testid={`admin-channel-${c.id}`}>
                <div className="review-facts">
                  <strong>
                    {c.bankName} · {c.currency}
                  </strong>
                  {c.demo ? <span className="tag demo">{t`Demo data`}</span> : null}
                  {c.active ? null : <span className="tag">{t`Disabled`}</span>}
                </div>
                <dl className="payee">
                  {c.private ? (
                    <div>
                      <dt>{t`Private channel`}</dt>
                      <dd>
                        {t`Secret key`} {c.secretKey}
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t`Account holder`}</dt>
                    <dd>{c.accountName}</dd>
                  </div>
                  <div>
                    <dt>{c.kind === 'crypto' ? t`Wallet address` : t`Account number`}</dt>
                    <dd>{c.accountNumber}</dd>
                  </div>
                  <div>
                    <dt>{t`Deposit limits`}</dt>
                    <dd>
                      {formatAmount(c.min, c.currency)} – {formatAmount(c.max, c.currency)}
                    </dd>
                  </div>
                </dl>
                <div className="review-actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={active.isBusy}
                    onClick={() => setEditing(c)}
                  >
                    {t`Edit`}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={active.isBusy}
                    onClick={() => active.submit({ id: c.id, active: !c.active })}
                  >
                    {c.active ? t`Disable` : t`Offer again`}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <ConfirmStep submission={active} title={t`Confirm channel change`}>
        {(request) =>
          request.active ? (
            <p>{t`Offer this channel to investors again?`}</p>
          ) : (
            <p>{t`Stop offering this channel? Investors will no longer see it; deposits already made are not affected.`}</p>
          )
        }
      </ConfirmStep>
    </section>
  )
}

interface ChannelDraft {
  kind: ChannelKind
  currency: ChannelCurrency
  accountName: string
  accountNumber: string
  bankName: string
  min: string
  max: string
  access: 'public' | 'private'
  /** A new password (empty keeps the one a private channel has). */
  password: string
  secretKey: string
}

const draftOf = (c: ChannelRow | null): ChannelDraft =>
  c
    ? {
        kind: c.kind,
        currency: c.currency as ChannelCurrency,
        accountName: c.accountName,
        accountNumber: c.accountNumber,
        bankName: c.bankName,
        min: c.min,
        max: c.max,
        access: c.private ? 'private' : 'public',
        password: '',
        secretKey: c.secretKey ?? '',
      }
    : {
        kind: 'bank',
        currency: 'EUR',
        accountName: '',
        accountNumber: '',
        bankName: '',
        min: '',
        max: '',
        access: 'public',
        password: '',
        secretKey: '',
      }

/** Adds a channel or replaces one's details; its kind and currency are fixed once it exists. */
function ChannelEditor({
  channel,
  onClose,
  onSaved,
}: {
  channel: ChannelRow | null
  onClose(): void
  onSaved(): void
}) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() => draftOf(channel))
  const save = useAdminSubmission(channelSaveCall, { confirm: true, onDone: onSaved })
  const min = typedAmount(draft.min, i18n.locale)
  const max = typedAmount(draft.max, i18n.locale)
  // The contract's own rules (machines/backOffice/channels.ts), said beside the fields first.
  const boundsWrong = draft.min !== '' && draft.max !== '' && !channelBoundsOrdered(min, max)
  const text = (
    name: 'accountName' | 'accountNumber' | 'bankName' | 'min' | 'max' | 'password' | 'secretKey',
    label: string,
  ) => (
    <Field
      label={label}
      name={name}
      value={draft[name]}
      inputMode={name === 'min' || name === 'max' ? 'decimal' : undefined}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
    />
  )
  const kindLabels: Record<ChannelKind, string> = {
    bank: t`Bank transfer`,
    crypto: t`Crypto network`,
  }
  return (
    <div className="admin-form channel-editor">
      <h3>{channel ? t`Edit channel` : t`Add a channel`}</h3>
      <ResultStep submission={save} title={t`Channel saved`}>
        {(c) => (
          <>
            <p>{t`${c.bankName} (${c.currency}) is saved and offered to investors as a real account.`}</p>
            <button type="button" className="secondary" onClick={onClose}>
              {t`Close`}
            </button>
          </>
        )}
      </ResultStep>
      <FormShell
        onSubmit={() => {
          // The bounds are named beside the fields; nothing is sent until they are in order.
          if (!boundsWrong)
            save.submit({ ...draft, min, max, ...(channel ? { id: channel.id } : {}) })
        }}
        busy={save.isBusy}
        failure={save}
        submitLabel={t`Save`}
      >
        {channel ? (
          <p className="muted small">{t`The kind and currency of a channel stay as they are; add a new channel for another currency.`}</p>
        ) : (
          <>
            <SelectField
              label={t`Type`}
              name="kind"
              value={draft.kind}
              options={CHANNEL_KINDS.map((k) => ({ value: k, label: kindLabels[k] }))}
              onChange={(kind) =>
                setDraft({
                  ...draft,
                  kind,
                  currency:
                    CHANNEL_CURRENCIES.find((c) => channelKindFitsCurrency(kind, c)) ?? 'EUR',
                })
              }
            />
            <SelectField
              label={t`Currency`}
              name="currency"
              value={draft.currency}
              options={CHANNEL_CURRENCIES.filter((c) => channelKindFitsCurrency(draft.kind, c)).map(
                (c) => ({ value: c, label: c }),
              )}
              onChange={(currency) => setDraft({ ...draft, currency })}
            />
          </>
        )}
        {text('accountName', t`Account holder`)}
        {text('accountNumber', draft.kind === 'crypto' ? t`Wallet address` : t`Account number`)}
        {text('bankName', draft.kind === 'crypto' ? t`Network` : t`Bank`)}
        {text('min', t`Minimum deposit`)}
        {text('max', t`Maximum deposit`)}
        {boundsWrong ? (
          <p className="problem small">{t`The minimum must be above zero and not above the maximum.`}</p>
        ) : null}
        <SelectField
          label={t`Access`}
          name="access"
          value={draft.access}
          options={[
            { value: 'public' as const, label: t`Every investor sees its details` },
            {
              value: 'private' as const,
              label: t`Private: details, password and secret key from customer service`,
            },
          ]}
          onChange={(access) => setDraft({ ...draft, access })}
        />
        {draft.access === 'private' && (
          <>
            {text(
              'password',
              channel?.private ? t`New channel password (empty: keep it)` : t`Channel password`,
            )}
            {text('secretKey', t`Secret key`)}
          </>
        )}
      </FormShell>
      <button type="button" className="text-link" onClick={onClose}>
        {t`Cancel`}
      </button>
      <ConfirmStep submission={save} title={t`Confirm channel`}>
        {(request) => (
          <p>
            {t`Investors will send money to this account:`} {request.accountName} ·{' '}
            {request.accountNumber} · {request.bankName}
          </p>
        )}
      </ConfirmStep>
    </div>
  )
}
