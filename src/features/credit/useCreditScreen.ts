import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { type CreditStanding, standingFacts } from '../../../machines/credit/calls.ts'
import {
  creditScreenMachine,
  creditScreenSelectors,
} from '../../../machines/credit/creditScreen.ts'

/**
 * What the borrower may do now, from the credit screen's machine (machines/credit/creditScreen.ts):
 * it starts from the rating on screen and decides again on every fresh rating.
 */
export function useCreditScreen(rating: CreditStanding) {
  const facts = standingFacts(rating)
  const actor = useActorRef(creditScreenMachine, { input: facts })
  const key = JSON.stringify(facts)
  useEffect(() => {
    actor.send({ type: 'rating.loaded', standing: JSON.parse(key) })
  }, [actor, key])
  return {
    mustActivate: useSelector(actor, creditScreenSelectors.mustActivate),
    canBorrow: useSelector(actor, creditScreenSelectors.canBorrow),
    isPendingReview: useSelector(actor, creditScreenSelectors.isPendingReview),
    mustRepay: useSelector(actor, creditScreenSelectors.mustRepay),
  }
}
