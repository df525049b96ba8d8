import { eq } from 'drizzle-orm'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import {
  type AppropriatenessFacts,
  appropriateForMargin,
  type appropriatenessCall,
  appropriatenessInput,
} from '../../machines/order/appropriateness.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { users } from '../db/schema.ts'

/**
 * Records the appropriateness check (issue 25): the gate the screen ran decides again, then the
 * answers and whether they show trading on margin appropriate are kept on the account, with
 * when. Taken again, the newest answers stand (a user may learn, or a test be retaken).
 */
export async function takeAppropriateness(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Pick<SessionUser, 'id'>,
  body: ParsedRequestOf<typeof appropriatenessCall>,
) {
  const facts: AppropriatenessFacts = {
    experience: body.experience,
    leverageLoss: body.leverageLoss,
    shortLoss: body.shortLoss,
    closeOut: body.closeOut,
    acknowledged: body.acknowledged,
  }
  enforce(appropriatenessInput(facts))
  const appropriate = appropriateForMargin(facts)
  const now = deps.clock.now()
  const { acknowledged: _, ...answers } = facts
  await deps.db
    .update(users)
    .set({ appropriatenessAt: now, appropriatenessAnswers: answers, appropriate })
    .where(eq(users.id, user.id))
  return { appropriate, at: now.toISOString() }
}
