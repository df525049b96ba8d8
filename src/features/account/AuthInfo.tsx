import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import {
  type KycView,
  kycSubmissionInput,
  realnameCall,
  realnameStatusCall,
} from '../../../machines/account/calls.ts'
import { kycEntryRefusal, kycMachine, kycTakesSubmission } from '../../../machines/funds/kyc.ts'
import { canStep } from '../../../machines/lifecycle.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { KYC_STATE_LABELS } from '../../i18n/labels/funds.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * /information/authInfo — real-name verification (spec §2, §5): name, ID number, front and back
 * photos; then under review; a rejection shows the reason and the form again. What is shown in
 * each state is asked of the real-name machine, never read from the state's name.
 */
export default function AuthInfo() {
  const { t } = useLingui()
  const status = useLoad(realnameStatusCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Real-name verification`} />
      <LoadState load={status}>
        {(view) => <KycState view={view} onSubmitted={status.refresh} />}
      </LoadState>
    </section>
  )
}

function KycState({ view, onSubmitted }: { view: KycView; onSubmitted(): void }) {
  const { t, i18n } = useLingui()
  // A submission a reviewer can still approve is waiting for them (spec §4 Real-name).
  const underReview = canStep(kycMachine, view.status, { type: 'kyc.approve' })
  const verified = kycEntryRefusal(view.status)
  return (
    <>
      <p className="kyc-status" data-testid="kyc-status" data-state={view.status}>
        <Labelled label={t`Status`}>
          <strong>{i18n._(KYC_STATE_LABELS[view.status])}</strong>
        </Labelled>
      </p>
      {view.reason ? <p className="card blocker">{t`Reason: ${view.reason}`}</p> : null}
      {underReview ? (
        <p className="muted">{t`We are checking your documents. You will see the result here.`}</p>
      ) : null}
      {verified ? <p>{translateRefusal(i18n, { code: verified }, '')}</p> : null}
      {kycTakesSubmission(view.status) ? (
        <KycForm onDone={onSubmitted} onUnsure={onSubmitted} />
      ) : null}
    </>
  )
}

/** Today on this device, as a YYYY-MM-DD day. */
function localToday() {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The form; `onUnsure` runs when a submission got no answer: the photos may have arrived all the
 * same (issue 48: a slow answer after the upload read "No answer" while the documents were under
 * review), so the screen asks the status again, and shows "under review" if they did.
 */
function KycForm({ onDone, onUnsure }: { onDone(): void; onUnsure(): void }) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [idNumber, setIdNumber] = useState('')
  const [dateOfBirth, setDateOfBirth] = useState('')
  const [front, setFront] = useState<File | null>(null)
  const [back, setBack] = useState<File | null>(null)
  // The status reloads at once and shows "under review": that is the visible result.
  const sending = useSubmission(realnameCall, {
    // The screen's day; the server judges the age on its own clock.
    gate: (request) => kycSubmissionInput(request, localToday()),
    onDone,
  })
  const unsure = sending.isFailed
  const askAgain = useRef(onUnsure)
  askAgain.current = onUnsure
  // Once each time a submission ends without an answer (the callback changes every render).
  useEffect(() => {
    if (unsure) askAgain.current()
  }, [unsure])
  return (
    <FormShell
      onSubmit={() =>
        sending.submit({
          name: name.trim(),
          idNumber: idNumber.trim(),
          dateOfBirth,
          front: front ?? undefined,
          back: back ?? undefined,
        })
      }
      busy={sending.isBusy}
      failure={sending}
      submitLabel={t`Submit for review`}
    >
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
      <Field
        label={t`Date of birth`}
        name="dateOfBirth"
        type="date"
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(e.target.value)}
      />
      <div className="id-photos">
        <ImageField label={t`ID front`} name="front" file={front} onChange={setFront} />
        <ImageField label={t`ID back`} name="back" file={back} onChange={setBack} />
      </div>
    </FormShell>
  )
}
