import type { PathFixture } from '../registry.ts'

/** The console's access rule (operatorSignIn.ts): each way in, and the one way it waits. */
export const operatorAccessFixtures: PathFixture[] = [
  { name: 'on, any call', input: { secondFactorOn: true, callBeforeSetUp: false }, events: [] },
  { name: 'off, setting up', input: { secondFactorOn: false, callBeforeSetUp: true }, events: [] },
  { name: 'off, a review', input: { secondFactorOn: false, callBeforeSetUp: false }, events: [] },
]
