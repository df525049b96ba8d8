/**
 * XState's `setup`, keeping only `createMachine` — the one part of it this app's machines use.
 *
 * XState's own `setup()` returns its action creators too (sendTo, enqueueActions, emit, log…),
 * so every bundle that builds a machine with it carries them, used or not: 1 KiB gzip on the
 * first visit to login, which no bundler can drop (decision 0060). This one calls the same
 * `createMachine` with the same arguments as XState's, and its type is XState's own signature
 * with the return narrowed to `createMachine`: named guards, actions and actors are checked as
 * before. Machines import action creators (assign, …) from 'xstate' directly, as they always did.
 */
import { createMachine, type setup as xstateSetup } from 'xstate'

/** Type-level only: turns a setup-like function into one whose result has only createMachine. */
declare function keepCreateMachine<A extends unknown[], R extends { createMachine: unknown }>(
  full: (...args: A) => R,
): (...args: A) => Pick<R, 'createMachine'>
declare const xstateSetupType: typeof xstateSetup
// Never called: it lets TypeScript carry XState's generic signature through keepCreateMachine.
const narrowed = () => keepCreateMachine(xstateSetupType)

type Setup = ReturnType<typeof narrowed>
type SetupParts = Parameters<typeof xstateSetup>[0]

function machineSetup({ schemas, actors, actions, guards, delays }: SetupParts) {
  return {
    createMachine: (config: Parameters<typeof createMachine>[0]) =>
      createMachine({ ...config, schemas }, { actors, actions, guards, delays } as never),
  }
}

export const setup = machineSetup as unknown as Setup
