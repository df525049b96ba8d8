import type { Page } from '@playwright/test'
import { localDay } from '../../machines/calendar/sessions.ts'
import type { KycSubmission } from '../../machines/funds/kyc.ts'
import { BUSINESS_DAY_TIME_ZONE } from '../../machines/rules.ts'
import { PNG } from './arrange.ts'
import type { World } from './world.ts'

const DAY_MS = 86_400_000

/**
 * A fixture's submission on the server's day: its date of birth moved by as many days as the
 * server's clock is past the fixture's `today`, so "18 tomorrow" stays 18 tomorrow; the browser's
 * clock set to the server's, so the screen judges the age on the same day.
 */
export async function onServerDay(world: World, s: KycSubmission): Promise<KycSubmission> {
  const now = await world.now()
  await world.page.clock.setFixedTime(now)
  const today = localDay(BUSINESS_DAY_TIME_ZONE, now)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.dateOfBirth)) return { ...s, today }
  const shift = Date.parse(today) - Date.parse(s.today)
  const born = new Date(Date.parse(s.dateOfBirth) + Math.round(shift / DAY_MS) * DAY_MS)
  return { ...s, today, dateOfBirth: born.toISOString().slice(0, 10) }
}

/** The real-name form filled as the submission says (a photo left out where it is false), sent. */
export async function sendRealName(page: Page, s: KycSubmission) {
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
  await page.locator('input[name="name"]').fill(s.name)
  await page.locator('input[name="idNumber"]').fill(s.idNumber)
  if (s.dateOfBirth) await page.locator('input[name="dateOfBirth"]').fill(s.dateOfBirth)
  if (s.front) await page.locator('input[name="front"]').setInputFiles(photo('front.png'))
  if (s.back) await page.locator('input[name="back"]').setInputFiles(photo('back.png'))
  // A photo is prepared (made smaller) before the form holds it, as its preview shows: a person
  // sends once they see it. Sent sooner on a busy machine, the form had no photo yet.
  if (s.front) await page.getByTestId('front-preview').waitFor()
  if (s.back) await page.getByTestId('back-preview').waitFor()
  await page.locator('form button[type="submit"]').click()
}
