import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { defineGate, type GateInput } from '../gate.ts'

/**
 * The appropriateness check (issue 25, MiFID II art. 25(3)): before a first order on margin or
 * a short sale, a few questions on the user's experience and on what leverage, short selling and
 * a close-out mean. Answers that show too little understanding, or no experience, do not bar the
 * user; they are warned plainly and must say they have read the warning.
 */

/** How often the user traded shares, crypto or forex in the last three years. */
export const EXPERIENCE = ['never', 'sometimes', 'often'] as const
/** With 5× leverage, a fall of 10 % costs: a tenth, half, or all of the margin. */
export const LEVERAGE_LOSS = ['tenth', 'half', 'all'] as const
/** A short position loses money when the price falls, or rises. */
export const SHORT_LOSS = ['falls', 'rises'] as const
/** Whether a position on margin can be closed without the user's request. */
export const CLOSE_OUT = ['never', 'possible'] as const

export interface AppropriatenessFacts {
  experience: (typeof EXPERIENCE)[number] | null
  leverageLoss: (typeof LEVERAGE_LOSS)[number] | null
  shortLoss: (typeof SHORT_LOSS)[number] | null
  closeOut: (typeof CLOSE_OUT)[number] | null
  /** The user has read the risk warning and wants to trade on margin all the same. */
  acknowledged: boolean
}

// not in the spec (issue 25, appropriateness): every question is answered
export const questionUnanswered = (f: AppropriatenessFacts) =>
  f.experience === null || f.leverageLoss === null || f.shortLoss === null || f.closeOut === null

// not in the spec (issue 25): the answers show what leverage, a short sale and a close-out mean
// (5× turns a 10 % fall into half the margin; a short loses as the price rises; a position on
// margin is closed out when its losses reach the level)
export const understandsMarginTrading = (f: AppropriatenessFacts) =>
  f.leverageLoss === 'half' && f.shortLoss === 'rises' && f.closeOut === 'possible'

// not in the spec (issue 25, MiFID II): trading on margin is appropriate for a user who has
// traded before and understands it
export const appropriateForMargin = (f: AppropriatenessFacts) =>
  f.experience !== 'never' && understandsMarginTrading(f)

// not in the spec (issue 25, MiFID II article 25.3): where it is not appropriate, the user is
// warned and goes on only having said they read the warning
export const warningUnacknowledged = (f: AppropriatenessFacts) =>
  !appropriateForMargin(f) && !f.acknowledged

/** Whether the screen must show the warning to acknowledge: every answer given, falling short. */
export const warningNeeded = (f: AppropriatenessFacts) =>
  !questionUnanswered(f) && !appropriateForMargin(f)

export const appropriatenessGate = defineGate<AppropriatenessFacts>(
  'appropriatenessForm',
  'Decides the appropriateness check before trading on margin: every question answered; where the answers show too little experience or understanding, the risk warning read and acknowledged (issue 25).',
  [
    {
      state: 'unanswered',
      code: 'appropriateness.unanswered',
      blocks: { name: 'questionUnanswered', test: questionUnanswered },
      description: 'A question has no answer yet.',
    },
    {
      state: 'warningUnread',
      code: 'appropriateness.warningRequired',
      blocks: { name: 'warningUnacknowledged', test: warningUnacknowledged },
      description:
        'The answers show trading on margin may not be appropriate, and the warning is not acknowledged.',
    },
  ],
)

const answer = <T extends readonly [string, ...string[]]>(choices: T) =>
  zod.nullable(zod.enum(choices))

export const appropriatenessCall = defineCall({
  path: 'trade/appropriateness',
  summary:
    'The appropriateness check before trading on margin or selling short (issue 25): the answers, and the warning acknowledged where needed',
  request: zod.object({
    experience: answer(EXPERIENCE),
    leverageLoss: answer(LEVERAGE_LOSS),
    shortLoss: answer(SHORT_LOSS),
    closeOut: answer(CLOSE_OUT),
    acknowledged: zod._default(zod.boolean(), false),
  }),
  answer: zod.object({ appropriate: zod.boolean(), at: isoTime }),
  auth: true,
})

/** The check's gate input, built the same way by the screen and by the server. */
export const appropriatenessInput = (
  facts: AppropriatenessFacts,
): GateInput<AppropriatenessFacts> => ({ gate: appropriatenessGate, facts, params: {} })

/** Issue 25, not in the spec: the risk warning's figure covers the closes of this many months. */
export const RISK_WARNING_MONTHS = 12

/**
 * The plain risk warning (issue 25, ESMA): the share of the platform's accounts that lost money
 * on margin over the last RISK_WARNING_MONTHS, from their closed positions; null before any has
 * closed one.
 */
export const riskWarning = named(
  'RiskWarning',
  zod.nullable(
    zod.object({
      /** Whole percent, as text ("74"). */
      losingPercent: zod.string(),
      /** How many accounts the share is of. */
      accounts: zod.number(),
    }),
  ),
)

export const riskWarningCall = defineCall({
  path: 'trade/riskWarning',
  summary:
    'The share of accounts that lost money on margin in the last year, from the platform’s closed positions (issue 25)',
  request: zod.object({}),
  answer: zod.object({ warning: riskWarning }),
  auth: true,
})
