import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { favoriteListCall, favoriteRemoveCall } from '../../../machines/marketView/calls.ts'
import { watchlistEditMachine } from '../../../machines/watchlistEdit.ts'
import { useServices } from '../../app/services.ts'
import { LiveNotice, SimulatedNote } from '../../components/market/LiveNotice.tsx'
import { QuoteList } from '../../components/market/QuoteList.tsx'
import { useMarketView } from '../../market/useMarketView.ts'

/** /favorite/index — tab 2: the watchlist, live; edit mode selects rows (or all) to delete. */
export default function FavoriteIndex() {
  const { t } = useLingui()
  const { call } = useServices()
  const load = useCallback(async () => (await call(favoriteListCall, {})).list, [call])
  const view = useMarketView(load, 'watchlist')
  const edit = useActorRef(
    watchlistEditMachine.provide({
      actors: {
        removeCodes: fromPromise(async ({ input }) => {
          await call(favoriteRemoveCall, input)
          view.actor.send({ type: 'view.reload' })
        }),
      },
    }),
  )
  const selected = useSelector(edit, (s) => s.context.selected)
  const mode = useSelector(edit, (s) => s.value as 'browsing' | 'editing' | 'deleting')
  const canDelete = useSelector(edit, (s) => s.can({ type: 'edit.delete' }))
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  const codes = view.rows.map((r) => r.code)
  const ready = view.state === 'live' || view.state === 'stale'
  return (
    <section className="screen">
      <header className="screen-head">
        <h1 className="screen-title">{t`Watchlist`}</h1>
        {ready && view.rows.length > 0 && mode === 'browsing' && (
          <button
            type="button"
            className="link-button"
            onClick={() => edit.send({ type: 'edit.start' })}
          >
            {t`Edit`}
          </button>
        )}
        {mode !== 'browsing' && (
          <button
            type="button"
            className="link-button"
            onClick={() => edit.send({ type: 'edit.cancel' })}
          >
            {t`Done`}
          </button>
        )}
      </header>
      <LiveNotice state={view.state} onRetry={() => view.actor.send({ type: 'view.retry' })} />
      {ready && view.rows.length === 0 && (
        <div className="empty">
          <p>{t`Your watchlist is empty. Open a stock and tap the star to follow it.`}</p>
          <Link className="button secondary" to="/market/index">
            {t`Browse the market`}
          </Link>
        </div>
      )}
      {ready && view.rows.length > 0 && (
        <QuoteList
          rows={view.rows}
          onVisible={onVisible}
          selection={
            mode === 'browsing'
              ? undefined
              : { selected, toggle: (code) => edit.send({ type: 'edit.toggle', code }) }
          }
        />
      )}
      {mode !== 'browsing' && (
        <footer className="edit-bar">
          <button
            type="button"
            className="secondary"
            onClick={() => edit.send({ type: 'edit.toggleAll', codes })}
          >
            {t`Select all`}
          </button>
          <button
            type="button"
            className="danger"
            disabled={!canDelete || mode === 'deleting'}
            onClick={() => edit.send({ type: 'edit.delete' })}
          >
            {t`Delete (${selected.length})`}
          </button>
        </footer>
      )}
      <SimulatedNote />
    </section>
  )
}
