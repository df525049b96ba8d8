import { useLingui } from '@lingui/react/macro'
import {
  adminTwoFactorBeginCall,
  adminTwoFactorEnableCall,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { RecoveryCodes } from '../../components/RecoveryCodes.tsx'
import { TotpEnrolment } from '../../components/TotpEnrolment.tsx'
import { useAdminSubmission } from '../useAdminCall.ts'

/**
 * What an operator without two-factor sign-in sees after logging in (issue 25: the console's
 * operators must use it): why, the QR code, a first code, the recovery codes — then the console.
 * The server refuses every other console call until it is on; this screen is the way through.
 */
export function OperatorTwoFactorSetUp({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const begin = useAdminSubmission(adminTwoFactorBeginCall)
  const enable = useAdminSubmission(adminTwoFactorEnableCall)
  if (enable.answer) return <RecoveryCodes codes={enable.answer.recoveryCodes} onDone={onDone} />
  return (
    <section className="admin-two-factor" data-testid="operator-two-factor">
      <h1>{t`Set up two-factor sign-in`}</h1>
      {begin.answer ? (
        <TotpEnrolment
          enrolment={begin.answer}
          busy={enable.isBusy}
          onCode={(code) => enable.submit({ code })}
          onRestart={begin.edit}
        />
      ) : (
        <div className="form card">
          <p>
            {t`The back office decides about people's money, so every operator signs in with a code from an authenticator app on their phone as well as the password. Set it up now: the console opens once it is on.`}
          </p>
          <button
            type="button"
            className="button primary"
            disabled={begin.isBusy}
            onClick={() => begin.submit({})}
          >
            {t`Show the QR code`}
          </button>
        </div>
      )}
    </section>
  )
}
