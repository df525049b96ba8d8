import type { PathFixture } from '../registry.ts'

/** The console's access rule (operatorSignIn.ts): each way in, and the one way it waits. */
export const operatorAccessFixtures: PathFixture[] = [
  {
    name: 'on, any call',
    input: { signedInWithSecondFactor: true, callBeforeSetUp: false },
    events: [],
  },
  {
    name: 'off, setting up',
    input: { signedInWithSecondFactor: false, callBeforeSetUp: true },
    events: [],
  },
  {
    name: 'off, a review',
    input: { signedInWithSecondFactor: false, callBeforeSetUp: false },
    events: [],
  },
]
