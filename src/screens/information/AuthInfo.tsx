import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { kycMachine, kycTakesSubmission } from '../../../machines/funds/kyc.ts'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'
import { lifecycleStep } from '../../../machines/lifecycle.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { KYC_STATE_LABELS } from '../../funds/labels.ts'
import { formData, useGatedSubmit } from '../../funds/useFundsActions.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface KycView {
  status: KycStatus
  name: string | null
  reason: string | null
}

/**
 * /information/authInfo — real-name verification (spec §2, §5): name, ID number, front and back
 * photos; then under review; a rejection shows the reason and the form again.
 */
export default function AuthInfo() {
  const { t, i18n } = useLingui()
  const status = useApiData<KycView>('user/realnameStatus', {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Real-name verification`} />
      <LoadState load={status}>
        {(view) => (
          <>
            <p className="kyc-status" data-testid="kyc-status" data-state={view.status}>
              {t`Status`}: <strong>{i18n._(KYC_STATE_LABELS[view.status])}</strong>
            </p>
            {view.status === 'rejected' && view.reason ? (
              <p className="card blocker">{t`Reason: ${view.reason}`}</p>
            ) : null}
            {view.status === 'underReview' ? (
              <p className="muted">{t`We are checking your documents. You will see the result here.`}</p>
            ) : null}
            {view.status === 'passed' ? (
              <p>{translateRefusal(i18n, { code: 'kyc.alreadyVerified' }, '')}</p>
            ) : null}
            {kycTakesSubmission(view.status) ? (
              <KycForm status={view.status} onDone={status.reload} />
            ) : null}
          </>
        )}
      </LoadState>
    </section>
  )
}

function KycForm({ status, onDone }: { status: KycStatus; onDone(): void }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const { submit, busy, refuse } = useGatedSubmit()
  const [name, setName] = useState('')
  const [idNumber, setIdNumber] = useState('')
  const [front, setFront] = useState<File | null>(null)
  const [back, setBack] = useState<File | null>(null)
  const send = async () => {
    const submission = { name, idNumber, front: front !== null, back: back !== null }
    const step = lifecycleStep(
      kycMachine,
      status,
      {},
      { type: 'kyc.submit', submission },
      'kyc.incomplete',
    )
    if (!step.ok) return refuse(step.code)
    const done = await submit(
      null,
      'user/realname',
      formData({ name: name.trim(), idNumber: idNumber.trim(), front, back }),
    )
    if (done) {
      toast.show(t`Submitted for review.`)
      onDone()
    }
  }
  return (
    <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Submit for review`}>
      <Field
        label={t`Full name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label={t`ID number`}
        name="idNumber"
        autoComplete="off"
        value={idNumber}
        onChange={(e) => setIdNumber(e.target.value)}
      />
      <div className="id-photos">
        <ImageField label={t`ID front`} name="front" file={front} onChange={setFront} />
        <ImageField label={t`ID back`} name="back" file={back} onChange={setBack} />
      </div>
    </FormShell>
  )
}
