import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { canStep, lifecycleStep } from '../../../machines/lifecycle.ts'

/*
 * machines/lifecycle.ts, lifecycleStep's doc comment: the next state when the machine takes the
 * event, else the refusal the state names for it in `meta.refusals`, or `fallback`. A small
 * lifecycle of its own: `open` names a refusal for closing twice only in `closed`; `archived`
 * has meta (a description for the console) but names no refusals; `draft` has no meta at all.
 */
const ticket = createMachine({
  id: 'ticket',
  initial: 'draft',
  states: {
    draft: { on: { open: 'open' } },
    open: { on: { close: 'closed' } },
    closed: {
      meta: { refusals: { close: 'review.alreadyDecided' } },
      on: { archive: 'archived' },
    },
    archived: { meta: { shown: 'Kept for the record.' } },
  },
})

describe('a stored entity stepped by its lifecycle (machines/lifecycle.ts)', () => {
  it('a step the state takes gives the next state', () => {
    expect(lifecycleStep(ticket, 'open', {}, { type: 'close' }, 'common.invalid')).toEqual({
      ok: true,
      state: 'closed',
    })
    expect(canStep(ticket, 'open', { type: 'close' })).toBe(true)
  })

  it('a step the state refuses by name gives that refusal', () => {
    expect(lifecycleStep(ticket, 'closed', {}, { type: 'close' }, 'common.invalid')).toEqual({
      ok: false,
      code: 'review.alreadyDecided',
    })
    expect(canStep(ticket, 'closed', { type: 'close' })).toBe(false)
  })

  it('a step the state does not name gives the fallback: another event of a state with refusals', () => {
    expect(lifecycleStep(ticket, 'closed', {}, { type: 'open' }, 'common.invalid')).toEqual({
      ok: false,
      code: 'common.invalid',
    })
  })

  it('a state with meta but no refusals named gives the fallback', () => {
    expect(lifecycleStep(ticket, 'archived', {}, { type: 'open' }, 'common.invalid')).toEqual({
      ok: false,
      code: 'common.invalid',
    })
  })

  it('a state without meta gives the fallback', () => {
    expect(lifecycleStep(ticket, 'draft', {}, { type: 'close' }, 'common.invalid')).toEqual({
      ok: false,
      code: 'common.invalid',
    })
  })
})
