import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useConnected } from '../../lib/connection.ts'
import { appUpdate } from '../appUpdate.ts'

/**
 * Above every screen: that the app cannot reach its server (what is shown may be old and nothing
 * can be sent), and that a new version of the installed app is ready, to take now or later (issue 23).
 */
export function AppNotices() {
  const online = useConnected()
  const prompt = useSelector(appUpdate, (s) => s.hasTag('prompt'))
  const updating = useSelector(appUpdate, (s) => s.hasTag('busy'))
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
      {prompt || updating ? (
        <div className="app-notice update" role="alert" data-testid="update-notice">
          <span>
            <Trans>A new version of Tradeflow is ready.</Trans>
          </span>
          <button
            type="button"
            disabled={updating}
            onClick={() => appUpdate.send({ type: 'update.accept' })}
          >
            <Trans>Update</Trans>
          </button>
          {updating ? null : (
            <button
              type="button"
              className="later"
              onClick={() => appUpdate.send({ type: 'update.later' })}
            >
              <Trans>Later</Trans>
            </button>
          )}
        </div>
      ) : null}
    </>
  )
}
