import { useLingui } from '@lingui/react/macro'
import { twoFactorStatusCall } from '../../../machines/account/twoFactor.ts'
import { useLoad } from '../../lib/useCall.ts'
import { Field } from './Field.tsx'

/**
 * The authenticator's code on a form that moves money out or changes where it goes (issue 25):
 * drawn only once two-factor sign-in is on, which the server says. The form sends what is typed
 * as `twoFactorCode`; the server checks it. A recovery code (letters and digits) is taken too, so
 * the phone shows its full keyboard, not a number pad.
 */
export function SecondFactorField({
  value,
  onChange,
}: {
  value: string
  onChange: (code: string) => void
}) {
  const { t } = useLingui()
  const status = useLoad(twoFactorStatusCall, {})
  if (!status.data?.enabled) return null
  return (
    <Field
      label={t`Code from your authenticator app`}
      name="twoFactorCode"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
