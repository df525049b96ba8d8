import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { fromPromise } from 'xstate'
import { favoriteListCall, favoriteRemoveCall } from '../../../machines/marketView/calls.ts'
import {
  watchlistEditSelectors as select,
  watchlistEditMachine,
} from '../../../machines/watchlistEdit.ts'
import { LiveNotice, SimulatedNote } from '../../components/LiveNotice.tsx'
import { QuoteList } from '../../components/QuoteList.tsx'
import { refusalOfFailure } from '../../lib/apiClient.ts'
import { useServices } from '../../lib/services.ts'
import { useMarketView } from '../../lib/useMarketView.ts'

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
          try {
            await call(favoriteRemoveCall, input)
          } catch (error) {
            // The machine keeps the refusal (the client has already said it in a toast).
            throw refusalOfFailure(error)
          }
          view.actor.send({ type: 'view.reload' })
        }),
      },
    }),
  )
  const selected = useSelector(edit, select.selected)
  const editing = useSelector(edit, select.isEditing)
  const canStart = useSelector(edit, select.canStart)
  const canDelete = useSelector(edit, select.canDelete)
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  const codes = view.rows.map((r) => r.code)
  const ready = view.showing
  return (
    <section className="screen">
      <header className="screen-head">
        <h1 className="screen-title">{t`Watchlist`}</h1>
        {!editing && (
          <Link className="link-button" to="/market/alerts" data-testid="alerts-link">
            {t`Price alerts`}
          </Link>
        )}
        {ready && view.rows.length > 0 && canStart && (
          <button
            type="button"
            className="link-button"
            onClick={() => edit.send({ type: 'edit.start' })}
          >
            {t`Edit`}
          </button>
        )}
        {editing && (
          <button
            type="button"
            className="link-button"
            onClick={() => edit.send({ type: 'edit.cancel' })}
          >
            {t`Done`}
          </button>
        )}
      </header>
      <LiveNotice status={view.status} />
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
            editing
              ? { selected, toggle: (code) => edit.send({ type: 'edit.toggle', code }) }
              : undefined
          }
        />
      )}
      {editing && (
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
            disabled={!canDelete}
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
