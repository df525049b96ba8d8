import { Plural, useLingui } from '@lingui/react/macro'
import { devicesCall, signOutOthersCall } from '../../../machines/session/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * /information/devices (issue 25): the devices the account is signed in on, this one first, and
 * "sign out other devices" — what a person does after a login they do not recognise.
 */
export default function Devices() {
  const { t } = useLingui()
  const load = useLoad(devicesCall, {})
  const signOut = useSubmission(signOutOthersCall, {
    confirm: true,
    onDone: () => void load.refresh(),
  })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Signed-in devices`} />
      <LoadState load={load}>
        {(devices) => (
          <>
            <ul className="list devices" data-testid="devices">
              {devices.map((d) => (
                <li key={d.id} className="device-row" data-current={d.current}>
                  <strong>{d.device || t`An unknown device`}</strong>
                  {d.current && <span className="state-badge holding">{t`This device`}</span>}
                  <p className="muted small">
                    {t`Signed in ${formatDateTime(d.createdAt)} · last seen ${formatDateTime(d.lastSeenAt)}`}
                  </p>
                </li>
              ))}
            </ul>
            {signOut.isDone && signOut.answer ? (
              <p className="muted" role="status" data-testid="signed-out-others">
                <Plural
                  value={signOut.answer.ended}
                  one="# other session ended."
                  other="# other sessions ended."
                />
              </p>
            ) : null}
            {devices.length > 1 && (
              <button
                type="button"
                className="button secondary"
                data-testid="sign-out-others"
                disabled={signOut.isBusy}
                onClick={() => signOut.submit({})}
              >
                {t`Sign out other devices`}
              </button>
            )}
          </>
        )}
      </LoadState>
      {signOut.isConfirming ? (
        <ConfirmDialog
          title={t`Sign out other devices`}
          busy={signOut.isBusy}
          onBack={signOut.back}
          onConfirm={signOut.confirm}
        >
          <p>{t`Every device but this one is signed out at once and must log in again.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
