import { expect } from '@playwright/test'
import { localDay } from '../../../machines/calendar/sessions.ts'
import type { CheckInFacts, RedeemFacts } from '../../../machines/checkin/checkinGates.ts'
import { BUSINESS_DAY_TIME_ZONE } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import type { Who, World } from '../world.ts'

const madridDay = (t: number) => localDay(BUSINESS_DAY_TIME_ZONE, t)

/** Checks in through the API on `days` Madrid days in a row, the clock moved a day each time. */
async function checkInOnDays(world: World, who: Who, days: number) {
  for (let i = 0; i < days; i++) {
    if (i > 0) {
      const today = madridDay(await world.now())
      await world.clockWhere((t) => madridDay(t) !== today)
    }
    const done = await world.api('checkin/checkIn', {}, who)
    if (done.status !== 1) throw new Error(`checking in: ${done.code}`)
  }
}

/**
 * The daily check-in on /information/checkIn (spec §5 Other, §8 Check-in): not yet today, the
 * button; once today, what the screen says instead, in the user's language.
 */
export const checkInGateUi = uiAdapter<CheckInFacts, void>({
  machineId: 'checkInGate',
  async arrange(world, f) {
    const who = await world.investor()
    if (f.checkedInToday) await checkInOnDays(world, who, 1)
    await world.signIn(who)
    await world.open('/information/checkIn')
  },
  show: {
    allowed: async ({ page }) => {
      await page.getByTestId('checkin').locator('button.primary').click()
      await expect(page.getByTestId('checkin')).toHaveAttribute('data-checked', 'true')
    },
    already: async (world) => {
      const done = world.page.getByTestId('checkin-done')
      for (const piece of world.texts('server', 'checkin.already'))
        await expect(done).toContainText(piece)
      await expect(world.page.getByTestId('checkin').locator('button.primary')).toHaveCount(0)
    },
  },
})

/**
 * The check-in reward (decision 0033): as many check-ins collected as the fixture says, one a day
 * on the server's clock; with enough, the reward is taken after a confirmation, else the screen
 * says how many it takes.
 */
export const checkinRedeemGateUi = uiAdapter<RedeemFacts, void>({
  machineId: 'checkinRedeemGate',
  async arrange(world, f) {
    const who = await world.investor()
    await checkInOnDays(world, who, f.remaining)
    await world.signIn(who)
    await world.open('/information/checkIn')
  },
  show: {
    allowed: async (world) => {
      await world.page.getByTestId('checkin-reward').locator('button.primary').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      const paid = world.texts('screens', '{0} is in your available balance.')
      for (const piece of paid) await expect(world.page.locator('.toast')).toContainText(piece)
      await expect(world.page.getByTestId('checkin-remaining')).toHaveText('0')
    },
    tooFew: async (world) => {
      const why = world.page.getByTestId('reward-blocked')
      for (const piece of world.texts('server', 'checkin.noneLeft'))
        await expect(why).toContainText(piece)
      await expect(world.page.getByTestId('checkin-reward').locator('button.primary')).toHaveCount(
        0,
      )
    },
  },
})
