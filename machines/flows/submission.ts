import { assign, fromPromise } from 'xstate'
import { type Refusal, reachedNoDecision, refusalOfError } from '../contract/refusal.ts'
import { setup } from '../setup.ts'
import { type Intent, intentFor } from './intent.ts'

export interface SubmissionContext {
  /** Whether the user confirms what will happen before anything is sent (money moves). */
  confirm: boolean
  /** The request being confirmed or sent; kept for a retry after a failure. */
  request: unknown
  /**
   * The intent it belongs to and its idempotency key: kept through a refusal, a failure and a
   * time-out while the same thing is asked, dropped once the server has done it (intent.ts).
   */
  intent: Intent | null
  /** The server's answer once done. */
  answer: unknown
  /** The refusal shown in `refused`. */
  refusal: Refusal | null
}

export type SubmissionEvent =
  /**
   * The user submits: `blocked` is the screen's run of the call's gate (null when nothing blocks);
   * `requestId` fixes the key of a new intent (tests, path fixtures); the machine mints one
   * otherwise. A request that asks what the kept intent asks keeps its key either way.
   */
  | { type: 'submit'; request: unknown; blocked?: Refusal | null; requestId?: string }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'edit' }
  | { type: 'retry' }

type SubmitEvent = Extract<SubmissionEvent, { type: 'submit' }>

/** From every state that shows the form, a submit is judged the same way. */
const submitTransitions = () => [
  { guard: 'blockedByGate' as const, target: '#submission.refused', actions: 'keepBlock' as const },
  {
    guard: 'asksConfirmation' as const,
    target: '#submission.confirming',
    actions: 'keepRequest' as const,
  },
  { target: '#submission.submitting', actions: 'keepRequest' as const },
]

/**
 * Every money form, confirm dialog and one-shot action of the app: edit, (confirm,) send, then a
 * visible result. The screen's run of the call's gate refuses before anything is sent; the
 * server's refusal or a failed call ends in its own state. The `send` actor is the call itself,
 * supplied by the screen with `provide`.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as { confirm: boolean; intent?: Intent | null },
  },
  actors: {
    send: fromPromise<unknown, SentRequest>(async () => {
      throw new Error('send is supplied by the screen')
    }),
  },
  actions: {
    /** The screen's reaction to a result (a toast, a navigation, reloading a list). */
    announceDone: () => {},
    /** Tells the user a refusal they have not been shown yet (the gate's; the server's is toasted). */
    announceRefusal: () => {},
    keepBlock: assign({ refusal: ({ event }) => (event as SubmitEvent).blocked ?? null }),
    keepRequest: assign({
      request: ({ event }) => (event as SubmitEvent).request,
      intent: ({ context, event }) => {
        const { request, requestId } = event as SubmitEvent
        return intentFor(context.intent, request, requestId)
      },
      refusal: null,
      answer: null,
    }),
    // decision 0063: the server has done it; the next submission is a new intent
    forgetIntent: assign({ intent: null }),
  },
  guards: {
    // not in the spec (ARCHITECTURE.md, One contract per call): the screen runs the call's gate and sends nothing it refuses
    blockedByGate: ({ event }) => event.type === 'submit' && Boolean(event.blocked),
    // spec §2 Positions: an action that moves money asks for confirmation first, as closing a position does
    asksConfirmation: ({ context }) => context.confirm,
    // spec §8 Response handling, decision 0059: a status-0 answer with a message is a refusal, unless it says the server was busy or throttled; an HTTP failure or a time-out is a failed call
    isBusinessRefusal: ({ event }) => !reachedNoDecision((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'submission',
  description:
    'A form or action that sends one call: editing, confirming what will happen, sending, then done, refused (by its gate or the server) or failed (no answer; retry).',
  context: ({ input }) => ({
    confirm: input.confirm,
    request: null,
    intent: input.intent ?? null,
    answer: null,
    refusal: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form', 'editing'],
      description: 'The form is being filled in.',
      on: { submit: submitTransitions() },
    },
    confirming: {
      tags: ['form', 'confirming'],
      description: 'The user reads what will happen and confirms or goes back.',
      on: { confirm: 'submitting', back: 'editing' },
    },
    submitting: {
      tags: ['form', 'busy'],
      description: 'The call is on its way; the button is disabled.',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }: { context: SubmissionContext }) => ({
          request: context.request,
          requestId: context.intent?.requestId || null,
        }),
        onDone: {
          target: 'done',
          actions: [assign({ answer: ({ event }) => event.output }), 'forgetIntent'],
        },
        onError: [
          {
            guard: 'isBusinessRefusal',
            target: 'refused',
            actions: assign({ refusal: ({ event }) => refusalOfError(event.error) }),
          },
          { target: 'failed' },
        ],
      },
    },
    done: {
      tags: ['form', 'done'],
      entry: 'announceDone',
      description: 'The server took it; the result is shown.',
      on: { submit: submitTransitions(), edit: 'editing' },
    },
    refused: {
      tags: ['form', 'refused'],
      entry: 'announceRefusal',
      description: 'Refused by the gate or the server, with the reason shown.',
      on: { submit: submitTransitions(), edit: 'editing' },
    },
    failed: {
      tags: ['form', 'failed'],
      description:
        'No answer (network, time-out, server error): retry as it was, under the same key, so it is never done twice; or edit.',
      on: { retry: 'submitting', edit: 'editing', submit: submitTransitions() },
    },
  },
})

/** What the `send` actor is given: the request and its intent's key (null: none minted). */
export interface SentRequest {
  request: unknown
  requestId: string | null
}

type SubmissionSnapshot = { hasTag(tag: string): boolean; context: SubmissionContext }

/** What a view reads of a submission, by tag (never by state name). */
export const submissionSelectors = {
  /** Nothing sent yet (or back to the form after a result). */
  isEditing: (s: SubmissionSnapshot) => s.hasTag('editing'),
  isBusy: (s: SubmissionSnapshot) => s.hasTag('busy'),
  isConfirming: (s: SubmissionSnapshot) => s.hasTag('confirming'),
  isDone: (s: SubmissionSnapshot) => s.hasTag('done'),
  isFailed: (s: SubmissionSnapshot) => s.hasTag('failed'),
  refusal: (s: SubmissionSnapshot) => (s.hasTag('refused') ? s.context.refusal : null),
  answer: (s: SubmissionSnapshot) => (s.hasTag('done') ? s.context.answer : null),
}
