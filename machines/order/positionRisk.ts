import { setup } from '../setup.ts'
import {
  closeOutReached,
  marginCallReached,
  marginRestored,
  type PositionExposure,
  type RiskLevels,
} from './closeOut.ts'

export interface PositionRiskContext {
  exposure: PositionExposure
  levels: RiskLevels
}

/** The exchange's price for the position, when the market is open (the server's risk sweep). */
export type PositionRiskEvent = { type: 'risk.price'; price: string }

/** The states the server stores for an open position; a close-out ends it as a closed order. */
export const STORED_RISK_STATES = ['covered', 'marginCall'] as const
export type PositionRiskState = (typeof STORED_RISK_STATES)[number] | 'closedOut'

type Guard = ({
  context,
  event,
}: {
  context: PositionRiskContext
  event: PositionRiskEvent
}) => boolean
const atPrice =
  (rule: (p: PositionExposure, price: string, levels: RiskLevels) => boolean): Guard =>
  ({ context, event }) =>
    rule(context.exposure, event.price, context.levels)

/**
 * A position bought on margin or sold short, watched at every price while its market is open
 * (issue 25): covered while its equity holds; a margin call (a message and a banner) once the
 * equity is below the maintenance margin; closed out at the price that takes it to the close-out
 * level, so a loss stays within the margin. A price that gaps past both levels at once closes it
 * out directly. Not in the spec; decision 0047.
 */
export const positionRiskMachine = setup({
  types: {
    context: {} as PositionRiskContext,
    input: {} as PositionRiskContext,
    events: {} as PositionRiskEvent,
  },
  actions: {
    /** Tells the user (a message, and the banner on their positions). */
    callMargin: () => {},
    /** Closes the position at the price, whatever its lock (the order's `order.liquidate`). */
    closeOut: () => {},
  },
  guards: {
    // not in the spec (issue 25): equity at or below the close-out share of the margin
    closeOutReached: atPrice(closeOutReached),
    // not in the spec (issue 25): equity below the maintenance margin
    marginCallReached: atPrice(marginCallReached),
    // not in the spec (issue 25): equity back halfway from the maintenance margin to the margin
    marginRestored: atPrice(marginRestored),
  },
}).createMachine({
  id: 'positionRisk',
  description:
    'A position on margin or sold short, watched at every price: a margin call when its equity falls below the maintenance margin, closed out at the close-out level so that the loss stays within the margin.',
  context: ({ input }) => input,
  initial: 'covered',
  states: {
    covered: {
      description: 'The equity is above the maintenance margin.',
      on: {
        'risk.price': [
          { guard: 'closeOutReached', target: 'closedOut' },
          { guard: 'marginCallReached', target: 'marginCall' },
        ],
      },
    },
    marginCall: {
      tags: ['marginCall'],
      description:
        'Margin call: the losses have used more of the margin than the maintenance margin allows; the user is told, and may close the position.',
      entry: 'callMargin',
      on: {
        'risk.price': [
          { guard: 'closeOutReached', target: 'closedOut' },
          { guard: 'marginRestored', target: 'covered' },
        ],
      },
    },
    closedOut: {
      type: 'final',
      description:
        'Closed out: the position was closed at the price that reached the close-out level, lock or not.',
      entry: 'closeOut',
    },
  },
})
