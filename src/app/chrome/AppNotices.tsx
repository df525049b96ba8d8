import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useConnected } from '../../lib/connection.ts'
import { workerStarted } from '../workerStarted.ts'

/** The update bar's code comes with the service worker's, after the page's load. */
const UpdateBar = lazy(() => import('./UpdateBar.tsx'))

/**
 * Above every screen: that the app cannot reach its server (what is shown may be old and nothing
 * can be sent), and that a new version of the installed app is ready, to take now or later (issue 23).
 */
export function AppNotices() {
  const online = useConnected()
  const started = useSyncExternalStore(workerStarted.subscribe, workerStarted.get, () => false)
  return (
    <>
      {online ? null : (
        <p className="app-notice offline" role="status" data-testid="offline-notice">
          <Trans>
            No connection. Prices and balances may be out of date, and nothing can be sent until the
            connection is back.
          </Trans>
        </p>
      )}
      {started ? (
        <Suspense fallback={null}>
          <UpdateBar />
        </Suspense>
      ) : null}
    </>
  )
}
