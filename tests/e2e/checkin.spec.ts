import { expect, test } from '@playwright/test'
import { shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * The daily check-in end to end (issue 21): from the account page, check in, see the streak and
 * the day marked; a second check-in is not offered; the reward says how many more it takes.
 */
const WORDS = {
  en: {
    entry: 'Daily check-in',
    checkIn: 'Check in',
    already: 'You have already checked in today.',
    settings: 'Settings',
    about: 'About us',
  },
  de: {
    entry: 'Täglicher Check-in',
    checkIn: 'Einchecken',
    already: 'Sie haben heute bereits eingecheckt.',
    settings: 'Einstellungen',
    about: 'Über uns',
  },
} as const

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`checks in once a day and counts toward the reward (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await registerInvestor(page, language === 'en' ? '6891' : '6892')
    await page.goto('/#/information/index')
    await page.getByRole('link', { name: words.entry }).click()
    await expect(page.getByTestId('checkin-remaining')).toHaveText('0')
    await expect(page.getByTestId('reward-blocked')).toContainText('7')
    await page.getByRole('button', { name: words.checkIn }).click()
    await expect(page.getByTestId('checkin-remaining')).toHaveText('1')
    await expect(page.getByTestId('checkin-streak')).toHaveText('1')
    await expect(page.getByTestId('checkin-done')).toContainText(words.already)
    await expect(page.locator('.checkin-strip li.checked')).toHaveCount(1)
    await shot(page, `${language}-checkin`)

    // Settings and About us, from the account page (spec §2).
    await page.goto('/#/information/index')
    await page.getByRole('link', { name: words.settings }).click()
    await expect(page.getByTestId('app-version')).toContainText('0.1.0')
    await shot(page, `${language}-settings`)
    await page.getByRole('link', { name: words.about }).click()
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await shot(page, `${language}-about`)
  })
}
