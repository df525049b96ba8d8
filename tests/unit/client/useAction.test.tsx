// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { type ActionView, useActionOf } from '../../../src/lib/useAction.ts'

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
globals.IS_REACT_ACT_ENVIRONMENT = true

let unmount = () => {}
afterEach(() => act(unmount))

/** A run of the action, waiting until the test settles it. */
interface Run {
  request: string
  settle(ok: boolean): void
}

/** The hook under test in a component of its own: each run is kept, each answer told. */
function Probe(props: {
  runs: Run[]
  done: Array<[string, string]>
  onView: (view: ActionView<string>) => void
}) {
  const view = useActionOf(
    (request: string) =>
      new Promise<string>((resolve, reject) => {
        props.runs.push({
          request,
          settle: (ok) => (ok ? resolve(`${request} ready`) : reject(new Error('broken'))),
        })
      }),
    (answer, request) => props.done.push([answer, request]),
  )
  props.onView(view)
  return null
}

/** An action whose every run waits until the test settles it. */
function mounted() {
  const runs: Run[] = []
  const done: Array<[string, string]> = []
  let view: ActionView<string> | null = null
  const root = createRoot(document.createElement('div'))
  unmount = () => root.unmount()
  act(() =>
    root.render(
      <Probe
        runs={runs}
        done={done}
        onView={(latest) => {
          view = latest
        }}
      />,
    ),
  )
  return { runs, done, view: () => view! }
}

// issue 49: a step of a flow (a photo being prepared, a file being drawn, a permission being
// asked) is the submission machine's, not a view's useState
describe('a one-shot action through the submission machine (src/lib/useAction.ts)', () => {
  it('is busy while it runs, then tells its answer once', async () => {
    const action = mounted()
    expect(action.view()).toMatchObject({ isEditing: true, isBusy: false, isDone: false })
    act(() => action.view().submit('front.jpg'))
    expect(action.view()).toMatchObject({ isEditing: false, isBusy: true })
    await act(async () => action.runs[0]!.settle(true))
    expect(action.view()).toMatchObject({ isBusy: false, isDone: true })
    expect(action.done).toEqual([['front.jpg ready', 'front.jpg']])
  })

  it('runs one at a time: asked again while busy, it does not start another', async () => {
    const action = mounted()
    act(() => action.view().submit('front.jpg'))
    act(() => action.view().submit('back.jpg'))
    expect(action.runs.map((r) => r.request)).toEqual(['front.jpg'])
    await act(async () => action.runs[0]!.settle(true))
    act(() => action.view().submit('back.jpg'))
    expect(action.runs.map((r) => r.request)).toEqual(['front.jpg', 'back.jpg'])
  })

  it('fails without an answer, and may be asked again', async () => {
    const action = mounted()
    act(() => action.view().submit('front.jpg'))
    await act(async () => action.runs[0]!.settle(false))
    expect(action.view()).toMatchObject({ isBusy: false, isFailed: true, isDone: false })
    expect(action.done).toEqual([])
    act(() => action.view().submit('front.jpg'))
    expect(action.view().isBusy).toBe(true)
  })
})
