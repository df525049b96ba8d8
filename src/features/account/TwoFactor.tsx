import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  RECOVERY_CODE_COUNT,
  twoFactorBeginCall,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorStatusCall,
} from '../../../machines/account/twoFactor.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/form/Field.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { RecoveryCodes } from '../../components/RecoveryCodes.tsx'
import { TotpEnrolment } from '../../components/TotpEnrolment.tsx'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * /information/twoFactor (issue 25, decision 0050): two-factor sign-in. Off: the login password
 * starts the set-up, the authenticator app scans the QR code (or takes the secret as text), and its
 * first code turns it on; the recovery codes are shown this once. On: how many recovery codes are
 * left, and turning it off with the password and a code. Each step is a call's submission; what
 * the screen shows follows their answers.
 */
export default function TwoFactor() {
  const { t } = useLingui()
  const status = useLoad(twoFactorStatusCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Two-factor sign-in`} />
      <LoadState load={status}>
        {(now) =>
          now.enabled ? (
            <TurnOff left={now.recoveryCodesLeft} onDone={() => void status.refresh()} />
          ) : (
            <SetUp onDone={() => void status.refresh()} />
          )
        }
      </LoadState>
    </section>
  )
}

function SetUp({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const begin = useSubmission(twoFactorBeginCall)
  const enable = useSubmission(twoFactorEnableCall)
  if (enable.answer) return <RecoveryCodes codes={enable.answer.recoveryCodes} onDone={onDone} />
  if (!begin.answer)
    return (
      <form
        className="form card"
        onSubmit={(e) => {
          e.preventDefault()
          begin.submit({ password })
        }}
      >
        <p>
          {t`With two-factor sign-in, logging in, withdrawing and changing a bank card, a wallet or the fund password also need a code from an authenticator app on your phone.`}
        </p>
        <Field
          label={t`Login password`}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button primary" disabled={begin.isBusy}>
          {t`Set up two-factor sign-in`}
        </button>
      </form>
    )
  return (
    <TotpEnrolment
      enrolment={begin.answer}
      busy={enable.isBusy}
      onCode={(code) => enable.submit({ code })}
      onRestart={begin.edit}
    />
  )
}

function TurnOff({ left, onDone }: { left: number; onDone: () => void }) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const disable = useSubmission(twoFactorDisableCall, { confirm: true, onDone })
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault()
        disable.submit({ password, code })
      }}
    >
      <p data-testid="two-factor-on">
        <strong>{t`Two-factor sign-in is on.`}</strong>{' '}
        {t`Recovery codes left: ${left} of ${RECOVERY_CODE_COUNT}.`}
      </p>
      <Field
        label={t`Login password`}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label={t`Code`}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button secondary" disabled={disable.isBusy}>
        {t`Turn off two-factor sign-in`}
      </button>
      {disable.isConfirming ? (
        <ConfirmDialog
          title={t`Turn off two-factor sign-in`}
          busy={disable.isBusy}
          onBack={disable.back}
          onConfirm={disable.confirm}
        >
          <p>
            {t`Logging in and withdrawing will need only your passwords again, and your recovery codes stop working.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  )
}
