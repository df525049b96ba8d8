import { BACK_DOUBLE_PRESS_MS } from './rules.ts'
import { setup } from './setup.ts'

export type BackButtonEvent = { type: 'back.press'; canGoBack: boolean }

/**
 * The hardware back button of the native shell (spec §2 Shell behaviour): while there is history
 * it goes back; at the first page a press arms the exit, and a second press within 1 s quits.
 */
export const backButtonMachine = setup({
  types: { events: {} as BackButtonEvent },
  actions: {
    goBack: () => {},
    /** Tells the user that one more press quits. */
    hintExit: () => {},
    quitApp: () => {},
  },
  guards: {
    // spec §2 Shell behaviour: in the native shell the back button goes back in history
    canGoBack: ({ event }) => event.canGoBack,
  },
  delays: { doublePressWindow: BACK_DOUBLE_PRESS_MS },
}).createMachine({
  id: 'backButton',
  description:
    'The native back button: goes back while there is history; otherwise a second press within 1 s quits the app.',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'back.press': [
          { guard: 'canGoBack', actions: 'goBack' },
          { target: 'armed', actions: 'hintExit' },
        ],
      },
    },
    armed: {
      description:
        'One press seen with nowhere to go back to; a second within 1 s quits (spec §2, §9).',
      after: { doublePressWindow: 'idle' },
      on: {
        'back.press': [
          { guard: 'canGoBack', target: 'idle', actions: 'goBack' },
          { target: 'quit' },
        ],
      },
    },
    quit: { type: 'final', entry: 'quitApp' },
  },
})
