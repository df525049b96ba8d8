import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { World } from './world.ts'

export type ReplayEvent = EventObject & Record<string, unknown>

/**
 * How a machine's generated paths drive the real UI (issue 22): the same paths the pure and the
 * server replays walk, with each event turned into what a person does and each state into what
 * the screen must show. One adapter per machine, in `adapters/`, named after the machine.
 */
export interface UiAdapter<Input = unknown, Ctx = unknown> {
  machineId: string
  /**
   * Where a path starts: the server holds the fixture's facts (made through the API, the console
   * and the test clock) and the page is on the screen the path begins at.
   */
  arrange(world: World, input: Input, events: ReplayEvent[]): Promise<Ctx>
  /**
   * What a person does for each event the machine takes from the screen. `accepted` says
   * whether the machine takes it: when it does not, the screen must refuse it visibly (a button
   * that stays disabled, the refusal's reason shown).
   */
  act?: Record<
    string,
    (world: World, ctx: Ctx, event: ReplayEvent, accepted: boolean) => Promise<void>
  >
  /** What the screen shows in each state the machine rests in, by the state's value. */
  show: Record<string, (world: World, ctx: Ctx, snapshot: AnyMachineSnapshot) => Promise<void>>
  /**
   * States the screen makes impossible, by value, each with why: the paths through them are not
   * replayed through the UI, and the coverage report excuses them with the reason.
   */
  unreachable?: Record<string, string>
  /**
   * Why the screen cannot walk this order of events, or null when it can (a panel not drawn
   * before its terms arrive cannot be edited first): such paths stay with the pure replay.
   */
  cannotWalk?(events: ReplayEvent[], input: Input): string | null
  /** The page's timers run on Playwright's clock, moved by the adapter (toasts stay until then). */
  pageClock?: boolean
  /**
   * It changes its browser context beyond one page (Playwright's clock is the context's): its
   * paths get a context of their own instead of the worker's shared one. Implied by pageClock.
   */
  ownContext?: boolean
}

/** An adapter, typed by its machine's input and its own context, for the list of them all. */
export function uiAdapter<Input, Ctx>(adapter: UiAdapter<Input, Ctx>): UiAdapter {
  return adapter as unknown as UiAdapter
}

/** A state's value as the adapters name it: `pending` or `{"open":"editing"}`. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value)
}
