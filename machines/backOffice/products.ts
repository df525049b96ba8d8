import { type SubscriptionState, subscriptionMachine } from '../ipo/subscription.ts'
import { canStep } from '../lifecycle.ts'

/** What the console knows of a new share or placement to decide what it offers. */
export interface ProductStanding {
  kind: 'ipo' | 'placement'
  /** The lottery's recorded seed; null before the draw, or for a draw older than the seeds. */
  drawSeed: string | null
  drawnAt: string | null
  announcedAt: string | null
}

/**
 * The actions the console offers on a product as it stands (spec §3 New share; the server's
 * admin ipo/* calls refuse the same ones: server/ipo/drawService.ts).
 */
export function productActions(p: ProductStanding) {
  const drawn = p.drawnAt !== null
  return {
    // spec §3 New share: a lottery is drawn once; run again from its recorded seed, it verifies
    draw: p.kind === 'ipo' && (!drawn || p.drawSeed !== null),
    /** The draw button runs the recorded draw again instead of drawing. */
    verifies: drawn,
    // spec §3 New share: a placement is allotted by hand, at its fixed price, until allotted
    allot: p.kind === 'placement' && !drawn,
    // spec §4 Subscription: the results are published once, after the draw
    announce: drawn && p.announcedAt === null,
  }
}

/**
 * Whether a subscription's allotment is typed in by hand now: its product is a placement not yet
 * allotted, and the subscription still waits for the draw (the lifecycle takes an allotment).
 */
export function allotsByHand(
  p: ProductStanding,
  s: { state: SubscriptionState; requestedShares: number },
): boolean {
  return (
    productActions(p).allot &&
    canStep(
      subscriptionMachine,
      s.state,
      { type: 'ipo.drawLost' },
      { requestedShares: s.requestedShares },
    )
  )
}
