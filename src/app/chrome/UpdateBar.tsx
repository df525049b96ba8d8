import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { appUpdate } from '../appUpdate.ts'

/**
 * A new version of the installed app is ready (machines/appUpdate.ts): take it now or later
 * (issue 23). Loaded with the service worker's code, after the first screen.
 */
export default function UpdateBar() {
  const prompt = useSelector(appUpdate, (s) => s.hasTag('prompt'))
  const updating = useSelector(appUpdate, (s) => s.hasTag('busy'))
  return (
    <>
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
