import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { loadMachine, loadSelectors } from '../../../machines/flows/load.ts'
import { fetchImage, useAdmin } from '../adminApi.ts'

/** An uploaded image (proof, ID photo), loaded with the admin token through the load machine. */
export function UploadImage({ id, label }: { id: string; label: string }) {
  const { t } = useLingui()
  const image = useUploadImage(id)
  return (
    <figure className="review-image">
      {image.url ? (
        <a href={image.url} target="_blank" rel="noreferrer">
          <img src={image.url} alt={label} />
        </a>
      ) : (
        <span className="muted small">
          {image.failed ? t`The image could not be loaded.` : t`Loading…`}
        </span>
      )}
      <figcaption className="small muted">{label}</figcaption>
    </figure>
  )
}

/** The image as an object URL, released when the figure goes. */
function useUploadImage(id: string) {
  const { token } = useAdmin()
  const machine = useMemo(
    () =>
      loadMachine.provide({
        actors: { fetch: fromPromise<unknown, unknown>(() => fetchImage(id, token())) },
      }),
    [id, token],
  )
  const actor = useActorRef(machine, { input: { request: id } })
  const url = useSelector(actor, loadSelectors.data) as string | null
  const failed = useSelector(actor, loadSelectors.isFailed)
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return { url, failed }
}
