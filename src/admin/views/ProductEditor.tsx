import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ipoSaveCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { IPO_MIN_SHARES } from '../../../machines/rules.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { PRODUCT_KIND_LABELS } from '../../i18n/labels/ipo.ts'
import { typedAmount, typedDecimal } from '../../lib/money.ts'
import { ResultStep } from '../SubmissionSteps.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'
import { instantOf } from './typedInstant.ts'

const DAY = 86_400_000
/** A suggested date `days` from now, for the form's first values (the operator changes them). */
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16)

const blankForm = () => ({
  kind: 'ipo' as 'ipo' | 'placement',
  code: '',
  name: '',
  market: 'Spain' as 'Spain' | 'usd',
  issueMarket: '',
  sponsor: '',
  issuePrice: '',
  issueShares: '',
  minShares: String(IPO_MIN_SHARES),
  tierMin: '',
  winningRate: '10',
  depositPercent: '100',
  waivePercent: '0',
  opensAt: isoIn(0),
  closesAt: isoIn(5),
  drawAt: isoIn(6),
  distributionAt: isoIn(8),
  listingAt: isoIn(12),
})
type Form = ReturnType<typeof blankForm>

/** The request from what was typed, its amounts and rates read the operator's way ("0,50"). */
function requestOf(f: Form, locale: string): RequestOf<typeof ipoSaveCall> {
  const at = instantOf
  return {
    kind: f.kind,
    code: f.code,
    name: f.name,
    market: f.market,
    issueMarket: f.issueMarket,
    sponsor: f.sponsor,
    // A price may have four decimals (0,125): read as a decimal, never grouped.
    issuePrice: typedDecimal(f.issuePrice),
    issueShares: Number(f.issueShares),
    minShares: Number(f.minShares),
    tiers: [{ id: 'A', minAmount: typedAmount(f.tierMin, locale) || '0' }],
    winningRate: typedDecimal(f.winningRate),
    depositPercent: typedDecimal(f.depositPercent),
    waivePercent: typedDecimal(f.waivePercent),
    opensAt: at(f.opensAt),
    closesAt: at(f.closesAt),
    drawAt: at(f.drawAt),
    distributionAt: at(f.distributionAt),
    listingAt: at(f.listingAt),
  }
}

/** A new share or placement with its terms (spec §3 New share); the saved product is shown. */
export function ProductEditor({ onSaved }: { onSaved(): void }) {
  const { t, i18n } = useLingui()
  const [f, setF] = useState(blankForm)
  const save = useAdminSubmission(ipoSaveCall, {
    onDone: () => {
      setF(blankForm())
      onSaved()
    },
  })
  const text = (name: keyof Form, label: string, mode?: 'numeric' | 'decimal') => (
    <Field
      label={label}
      name={name}
      inputMode={mode}
      value={f[name]}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  const date = (name: keyof Form, label: string) => (
    <Field
      label={label}
      name={name}
      type="datetime-local"
      value={f[name]}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  return (
    <div className="admin-form">
      <ResultStep submission={save} title={t`Product saved`}>
        {(p) => <p>{t`${p.name} (${p.code}) is saved; it appears in the list below.`}</p>}
      </ResultStep>
      <FormShell
        onSubmit={() => save.submit(requestOf(f, i18n.locale))}
        busy={save.isBusy}
        failure={save}
        submitLabel={t`Save`}
      >
        <SelectField
          label={t`Type`}
          value={f.kind}
          options={(['ipo', 'placement'] as const).map((k) => ({
            value: k,
            label: i18n._(PRODUCT_KIND_LABELS[k]),
          }))}
          onChange={(kind) => setF({ ...f, kind })}
        />
        <SelectField
          label={t`Market`}
          value={f.market}
          options={[
            { value: 'Spain' as const, label: '€' },
            { value: 'usd' as const, label: '$' },
          ]}
          onChange={(market) => setF({ ...f, market })}
        />
        {text('code', t`Code`)}
        {text('name', t`Name`)}
        {text('issueMarket', t`Issue market`)}
        {text('sponsor', t`Sponsor broker`)}
        {text('issuePrice', t`Issue price`, 'decimal')}
        {text('issueShares', t`Shares offered`, 'numeric')}
        {text('minShares', t`Minimum subscription`, 'numeric')}
        {text('tierMin', t`Minimum amount of tier A`, 'decimal')}
        {text('winningRate', t`Winning rate (%)`, 'decimal')}
        {text('depositPercent', t`Frozen at subscription (%)`, 'decimal')}
        {text('waivePercent', t`Forfeit on waiving (%)`, 'decimal')}
        {date('opensAt', t`Application opens`)}
        {date('closesAt', t`Application closes`)}
        {date('drawAt', t`Draw date`)}
        {date('distributionAt', t`Distribution date`)}
        {date('listingAt', t`Listing date`)}
      </FormShell>
    </div>
  )
}
