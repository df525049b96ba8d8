import { useLingui } from '@lingui/react/macro'
import { RECOVERY_CODE_COUNT } from '../../machines/account/twoFactor.ts'

/**
 * The recovery codes, this once, right after two-factor sign-in is turned on (issue 25): each
 * lets its owner in once without the phone. Only their hashes are kept.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useLingui()
  return (
    <div className="card" role="status" data-testid="recovery-codes">
      <p>
        <strong>{t`Two-factor sign-in is on.`}</strong>
      </p>
      <p>
        {t`Keep these ${RECOVERY_CODE_COUNT} recovery codes somewhere safe, away from your phone. Each one works once, in place of a code, if you lose the phone. They are not shown again.`}
      </p>
      <ul className="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button primary" onClick={onDone}>
        {t`I have kept them`}
      </button>
    </div>
  )
}
