import type { EventObject } from 'xstate'
import {
  boundary,
  callAnswered,
  callFailed,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import {
  hasSelection,
  isEverythingSelected,
  type WatchlistEditEvent,
  watchlistEditMachine,
} from './watchlistEdit.ts'

/**
 * Editing the watchlist (spec §2 Watchlist: select all and delete), written from the spec: select
 * all selects every row listed, and pressed again with everything selected clears the selection;
 * delete deletes what is selected, so it needs a row selected.
 */

/** The watchlist's rows, and one more code that is not listed. */
const LISTED = ['SAN', 'BBVA', 'ITX']
const WITH_ONE_MORE = [...LISTED, 'TEF']

const start: WatchlistEditEvent = { type: 'edit.start' }
const toggle = (code: string): WatchlistEditEvent => ({ type: 'edit.toggle', code })
const selectAll = (codes: string[] = LISTED): WatchlistEditEvent => ({
  type: 'edit.toggleAll',
  codes,
})
const remove: WatchlistEditEvent = { type: 'edit.delete' }

/** The delete answered, or failed. */
const deleted = () => callAnswered('removeCodes')
const deleteRefused = () => callFailed('removeCodes')

const run = (events: EventObject[]): Partial<LifecycleRun> => ({ events })

export const decisionTables: DecisionTable[] = [
  lifecycleTable('editing the watchlist', watchlistEditMachine, [
    rule(EVERY_RULE, 'spec §2 Watchlist', [
      { name: 'not editing: browsing', change: run([]), expect: 'browsing' },
      { name: 'edit pressed: editing', change: run([start]), expect: 'editing' },
      {
        name: 'editing, cancelled: browsing',
        change: run([start, toggle('SAN'), { type: 'edit.cancel' }]),
        expect: 'browsing',
      },
      {
        name: 'deleted: browsing',
        change: run([start, toggle('SAN'), remove, deleted()]),
        expect: 'browsing',
      },
      {
        name: 'the delete refused: editing, the selection kept',
        change: run([start, toggle('SAN'), remove, deleteRefused()]),
        expect: 'editing',
      },
    ]),
    rule('hasSelection', 'spec §2 Watchlist', [
      ...boundary(
        'rows selected, then delete, needed from the first',
        counts(1, 'row'),
        (n) => run([start, ...LISTED.slice(0, n).map(toggle), remove]),
        { below: 'editing', at: 'deleting', above: 'deleting' },
      ),
      {
        name: 'a row selected and unselected, then delete: nothing to delete',
        change: run([start, toggle('SAN'), toggle('SAN'), remove]),
        expect: 'editing',
      },
    ]),
    rule('isEverythingSelected', 'spec §2 Watchlist', [
      {
        name: 'select all, then delete: deletes them',
        change: run([start, selectAll(), remove]),
        expect: 'deleting',
      },
      {
        name: 'select all pressed twice, then delete: cleared, nothing to delete',
        change: run([start, selectAll(), selectAll(), remove]),
        expect: 'editing',
      },
      {
        name: 'one row selected, select all, then delete: all selected, deletes them',
        change: run([start, toggle('SAN'), selectAll(), remove]),
        expect: 'deleting',
      },
      {
        name: 'two of three selected, select all, then delete: all selected, deletes them',
        change: run([start, toggle('SAN'), toggle('BBVA'), selectAll(), remove]),
        expect: 'deleting',
      },
      {
        name: 'every row selected one by one, select all, then delete: cleared',
        change: run([start, ...LISTED.map(toggle), selectAll(), remove]),
        expect: 'editing',
      },
      {
        name: 'an empty list, select all, then delete: nothing to delete',
        change: run([start, selectAll([]), remove]),
        expect: 'editing',
      },
    ]),
  ]),
  guardTable(
    'isEverythingSelected',
    (f: { selected: string[]; codes: string[] }) => isEverythingSelected(f.selected, f.codes),
    { selected: [] as string[], codes: LISTED },
    'spec §2 Watchlist',
    [
      ...boundary(
        `rows selected of the ${LISTED.length} listed`,
        counts(LISTED.length, 'row'),
        (n) => ({ selected: WITH_ONE_MORE.slice(0, n) }),
        { below: false, at: true, above: true },
      ),
      { name: 'nothing selected', change: {}, expect: false },
      {
        name: 'all three, selected in another order',
        change: { selected: ['ITX', 'SAN', 'BBVA'] },
        expect: true,
      },
      { name: 'all but the first', change: { selected: ['BBVA', 'ITX'] }, expect: false },
      {
        name: 'an empty list, nothing selected: nothing to clear',
        change: { codes: [] },
        expect: false,
      },
    ],
  ),
  guardTable(
    'hasSelection',
    (f: { selected: string[] }) => hasSelection(f.selected),
    { selected: [] as string[] },
    'spec §2 Watchlist',
    boundary(
      'rows selected, needed from the first',
      counts(1, 'row'),
      (n) => ({ selected: LISTED.slice(0, n) }),
      { below: false, at: true, above: true },
    ),
  ),
]
