import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useRef } from 'react'
import { fromPromise } from 'xstate'
import { pullSelectors, pullToRefreshMachine } from '../../machines/pullToRefresh.ts'

/** spec §2 Account page: pull the page down to reload it (the pull-to-refresh machine). */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  /** Loads the page again: false (or any false of several) when a load failed. */
  onRefresh(): Promise<boolean | boolean[]>
  children: ReactNode
}) {
  const { t } = useLingui()
  const actor = useActorRef(
    pullToRefreshMachine.provide({
      actors: {
        refresh: fromPromise<void>(async () => {
          // A failed reload was said by the API client; the header must not say "Refreshed".
          const fresh = [await onRefresh()].flat()
          if (fresh.includes(false)) throw new Error('the page was not refreshed')
        }),
      },
    }),
  )
  const header = useSelector(actor, pullSelectors.headerOffset)
  const refreshing = useSelector(actor, pullSelectors.isRefreshing)
  const refreshed = useSelector(actor, pullSelectors.isRefreshed)
  const willRefresh = useSelector(actor, pullSelectors.willRefresh)
  const start = useRef<number | null>(null)
  const label = refreshing
    ? t`Refreshing…`
    : refreshed
      ? t`Refreshed`
      : willRefresh
        ? t`Release to refresh`
        : t`Pull down to refresh`
  return (
    <div
      className="pull-to-refresh"
      onTouchStart={(e) => {
        start.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null
      }}
      onTouchMove={(e) => {
        if (start.current === null) return
        actor.send({ type: 'pull.move', distance: (e.touches[0]?.clientY ?? 0) - start.current })
      }}
      onTouchEnd={() => {
        start.current = null
        actor.send({ type: 'pull.release' })
      }}
      onTouchCancel={() => actor.send({ type: 'pull.cancel' })}
    >
      <div className="pull-header" style={{ height: header }} aria-live="polite">
        {header > 0 ? label : null}
      </div>
      {children}
    </div>
  )
}
