import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { AccountType } from '../../../machines/agreement/accountTypes.ts'
import {
  type AgreementKind,
  accountTypesOffered,
} from '../../../machines/agreement/agreementGate.ts'
import {
  type AgreementTerms,
  agreementInput,
  agreementSignCall,
  agreementTermsCall,
} from '../../../machines/agreement/calls.ts'
import { refusalOf } from '../../../machines/gate.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { ACCOUNT_TYPE_LABELS, AGREEMENT_LABELS } from '../../i18n/labels/agreement.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { SignaturePad } from './SignaturePad.tsx'
import { agreementSections } from './texts.ts'

/**
 * /information/contract1 and contract2 — an agreement to read and sign (spec §2, §5 Other, §6):
 * its text with the terms of spec §9, then the ID number, a WhatsApp or phone number and a
 * drawn signature; the investment agreement also names the account type.
 */
export function SignAgreement({ kind }: { kind: AgreementKind }) {
  const { i18n } = useLingui()
  const load = useLoad(agreementTermsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={i18n._(AGREEMENT_LABELS[kind])} />
      <article className="card legal-text" data-testid="agreement-text">
        {agreementSections(i18n, kind).map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            <p>{s.body}</p>
          </section>
        ))}
      </article>
      <LoadState load={load}>{(terms) => <SignForm kind={kind} terms={terms} />}</LoadState>
    </section>
  )
}

function SignForm({ kind, terms }: { kind: AgreementKind; terms: AgreementTerms }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { toast } = useServices()
  // Signing again keeps the type the account has unless another is chosen.
  const [form, setForm] = useState({
    accountType: terms.facts.accountType as AccountType,
    idNumber: '',
    phone: '',
  })
  const [drawn, setDrawn] = useState(false)
  const onDrawn = useCallback((value: boolean) => setDrawn(value), [])
  const pad = useRef<{ toFile(): Promise<File | undefined>; clear(): void } | null>(null)
  const typed = { kind, ...form, signed: drawn }
  const signing = useSubmission(agreementSignCall, {
    confirm: true,
    gate: (request) => agreementInput({ ...typed, signed: request.signature !== undefined }, terms),
    onDone: () => {
      toast.show(t`Signed. Your contracts are in Signed contracts.`)
      navigate('/information/contract')
    },
  })
  const before = refusalOf(agreementInput(typed, terms), 'client')
  if (before?.beforeForm)
    return (
      <p className="blocker card" data-testid="agreement-blocked" data-state={before.state}>
        {translateRefusal(i18n, before, '')}
      </p>
    )
  const types = accountTypesOffered({ institutionCode: terms.facts.institutionCode !== null })
  return (
    <section className="card">
      <FormShell
        busy={signing.isBusy}
        failure={signing}
        submitLabel={t`Sign`}
        onSubmit={async () =>
          signing.submit({
            kind,
            ...form,
            signature: await pad.current?.toFile(),
          })
        }
      >
        {kind === 'investment' && (
          <SelectField
            label={t`Account type`}
            name="accountType"
            value={form.accountType}
            options={types.map((value) => ({ value, label: i18n._(ACCOUNT_TYPE_LABELS[value]) }))}
            onChange={(accountType) => setForm({ ...form, accountType })}
          />
        )}
        <Field
          label={t`ID number`}
          name="idNumber"
          value={form.idNumber}
          autoComplete="off"
          onChange={(e) => setForm({ ...form, idNumber: e.target.value })}
          hint={t`The one your real-name verification passed with.`}
        />
        <Field
          label={t`WhatsApp or phone number`}
          name="phone"
          type="tel"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
        />
        <SignaturePad onChange={onDrawn} padRef={pad} />
      </FormShell>
      {signing.isConfirming ? (
        <ConfirmDialog
          title={t`Sign the agreement`}
          busy={signing.isBusy}
          onBack={signing.back}
          onConfirm={signing.confirm}
        >
          <p>{t`Sign the ${i18n._(AGREEMENT_LABELS[kind])} with this signature? It is kept with your account and shown to the operator's reviewers.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
