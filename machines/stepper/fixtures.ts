import type { PathFixture } from '../registry.ts'

export const stepperFixtures: PathFixture[] = [
  {
    name: 'lots from 1 to 3, whole numbers',
    input: { min: '1', max: '3', integer: true },
    events: [
      { type: 'stepper.input', raw: '2a' },
      { type: 'stepper.input', raw: '9' },
      { type: 'stepper.input', raw: '' },
      { type: 'stepper.blur' },
      { type: 'stepper.step', direction: 'up' },
      { type: 'stepper.step', direction: 'down' },
      { type: 'stepper.pressStart', direction: 'up' },
      { type: 'stepper.pressStart', direction: 'down' },
      { type: 'stepper.pressEnd' },
    ],
  },
]
