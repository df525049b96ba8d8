import { adminMeCall } from '../../machines/backOffice/operatorSignIn.ts'
import { LoadState } from '../components/LoadState.tsx'
import { ConsoleSections } from './ConsoleSections.tsx'
import { useAdminLoad } from './useAdminCall.ts'
import { OperatorTwoFactorSetUp } from './views/OperatorTwoFactorSetUp.tsx'

/**
 * A signed-in operator: the console, or first the set-up of their two-factor sign-in, which the
 * console's operators must use (issue 25; the server refuses every other call until it is on).
 */
export function SignedIn() {
  const me = useAdminLoad(adminMeCall, {})
  return (
    <LoadState load={me}>
      {(who) =>
        who.secondFactorOn ? (
          <ConsoleSections />
        ) : (
          <OperatorTwoFactorSetUp onDone={() => void me.refresh()} />
        )
      }
    </LoadState>
  )
}
