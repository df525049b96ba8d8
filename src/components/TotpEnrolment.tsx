import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TOTP_DIGITS as digits } from '../../machines/account/totpDigits.ts'
import { Field } from './form/Field.tsx'

/**
 * The middle step of setting up two-factor sign-in, for an investor or an operator (issue 25):
 * the QR code the authenticator app scans, the key for an app that cannot scan, and the first
 * code the app shows, which turns it on.
 */
export function TotpEnrolment({
  enrolment,
  busy,
  onCode,
  onRestart,
}: {
  enrolment: { qr: string; secret: string }
  busy: boolean
  onCode: (code: string) => void
  onRestart: () => void
}) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault()
        onCode(code)
      }}
    >
      <p>{t`Scan this code with your authenticator app, then enter the ${digits}-digit code it shows.`}</p>
      <img className="totp-qr" src={enrolment.qr} alt={t`QR code for your authenticator app`} />
      <p className="muted small">
        {t`Cannot scan? Enter this key in the app:`}{' '}
        <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <Field
        label={t`Code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {t`Turn on`}
      </button>
      <button type="button" className="link-button" onClick={onRestart}>
        {t`Start again`}
      </button>
    </form>
  )
}
