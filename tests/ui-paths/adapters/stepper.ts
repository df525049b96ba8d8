import { expect } from '@playwright/test'
import { createActor, SimulatedClock } from 'xstate'
import { STEPPER_LONG_PRESS_MS, STEPPER_REPEAT_MS } from '../../../machines/rules.ts'
import {
  type StepperEvent,
  type StepperInput,
  stepperMachine,
} from '../../../machines/stepper/machine.ts'
import { uiAdapter } from '../adapter.ts'
import type { World } from '../world.ts'

/** The lots stepper of the order ticket, on Bitcoin (traded around the clock; 1 lot reaches 10 $). */
const field = (world: World) => world.page.locator('.order-panel .stepper input')
const button = (world: World, direction: unknown) =>
  world.page.locator('.order-panel .stepper button').nth(direction === 'up' ? 1 : 0)

/** The value each step of `events` leaves, from `input`. */
function valuesOf(input: StepperInput, events: StepperEvent[]) {
  const actor = createActor(stepperMachine, { input, clock: new SimulatedClock() }).start()
  const values = events.map((event) => {
    actor.send(event)
    return actor.getSnapshot().context.value
  })
  actor.stop()
  return values
}

/**
 * The numeric stepper (spec §5 Client-side, §9) as the order ticket draws it, for the lots of a
 * Bitcoin order: typed into (the field's whole text set, as a paste is), left (blur), − and + tapped
 * from the keyboard, + held with the pointer while the page's clock runs the 600 ms before a
 * long press repeats and each 200 ms repeat. The field shows the machine's value after each step.
 */
export const stepperUi = uiAdapter<StepperInput, void>({
  machineId: 'stepper',
  pageClock: true,
  cannotWalk(events, input) {
    // The ticket's lots have no maximum: a path that the fixture's maximum clamps is not its.
    const capped = valuesOf(input, events as StepperEvent[])
    const ticket = valuesOf({ ...input, max: null }, events as StepperEvent[])
    return capped.some((value, i) => value !== ticket[i])
      ? `The ticket's lots have no maximum: ${input.max} never clamps them.`
      : null
  },
  async arrange(world) {
    const who = await world.investor()
    await world.page.clock.install()
    await world.signIn(who)
    await world.open('/market/stockDetail?code=BTC/USD')
    await expect(field(world)).toHaveValue('1')
    // The page's time stands still from here: a held button repeats only as the path says.
    await world.page.clock.pauseAt(Date.now() + 5_000)
  },
  act: {
    'stepper.input': async (world, _ctx, event) => {
      await field(world).fill(String(event.raw))
    },
    'stepper.blur': async (world) => {
      await field(world).blur()
    },
    'stepper.step': async (world, _ctx, event) => {
      await button(world, event.direction).focus()
      await world.page.keyboard.press('Enter')
    },
    'stepper.pressStart': async (world, _ctx, event) => {
      await button(world, event.direction).hover()
      await world.page.mouse.down()
    },
    'stepper.pressEnd': async (world) => {
      await world.page.mouse.up()
    },
    'xstate.after.longPress.stepper.pressing': async (world) => {
      await world.page.clock.runFor(STEPPER_LONG_PRESS_MS)
    },
    'xstate.after.repeat.stepper.repeating': async (world) => {
      await world.page.clock.runFor(STEPPER_REPEAT_MS)
    },
  },
  show: {
    idle: valueShown,
    pressing: valueShown,
    repeating: valueShown,
  },
})

async function valueShown(world: World, _ctx: unknown, snapshot: { context: unknown }) {
  const { value } = snapshot.context as { value: string }
  await expect(field(world)).toHaveValue(value)
}
