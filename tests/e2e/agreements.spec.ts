import { expect, type Page, test } from '@playwright/test'
import { openConsole, passRealName, shot } from './console.ts'
import { registerInvestor } from './investor.ts'

/**
 * Contract signing end to end (issue 21): a verified investor signs the investment agreement as
 * a seat account with a drawn signature; the console makes them a core member, they sign the
 * core-member agreement; both are listed for them and, with the signature, in the console.
 */
const WORDS = {
  en: { contracts: 'Contracts', seat: 'Direct market access (seat account)', signed: 'Signed' },
  de: { contracts: 'Verträge', seat: 'Direkter Marktzugang (Sitzkonto)', signed: 'Unterzeichnet' },
} as const

async function signHere(page: Page, idNumber: string) {
  await page.locator('input[name="idNumber"]').fill(idNumber)
  await page.locator('input[name="phone"]').fill('+34 600 123 456')
  const pad = page.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 20, box.y + 30)
  await page.mouse.down()
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 })
  await page.mouse.move(box.x + 220, box.y + 25, { steps: 8 })
  await page.mouse.up()
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
}

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language]
  test(`signs the investment and core-member agreements (${language})`, async ({
    page,
    browser,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const who = await registerInvestor(page, language === 'en' ? '6911' : '6922')
    const idNumber = `${language === 'en' ? '1' : '2'}${String(Date.now()).slice(-7)}Z`
    await passRealName(page.request, who, idNumber)

    await page.goto('/#/information/index')
    await page.getByRole('link', { name: words.contracts }).click()
    await expect(page.getByTestId('agreement-coreMember').locator('a')).toHaveCount(0)
    await page.getByTestId('agreement-investment').getByRole('link').click()
    await expect(page.getByTestId('agreement-text')).toContainText('1 %')
    await page.locator('select[name="accountType"]').selectOption('dma')
    await signHere(page, idNumber.toLowerCase())
    await expect(page.getByTestId('account-type')).toHaveText(words.seat)
    await shot(page, `${language}-contracts`)

    // The console names them a core member; then they may sign that agreement too.
    const admin = await openConsole(browser, language)
    await admin.locator('.admin-nav [data-section="agreements"]').click()
    const profile = admin.getByTestId('admin-profile')
    await profile.locator('input[name="account"]').fill(who.account)
    await profile.locator('select[name="coreMember"]').selectOption('yes')
    await profile.locator('button[type="submit"]').click()
    await expect(admin.getByTestId('submission-result')).toBeVisible()

    await page.reload()
    await page.getByTestId('agreement-coreMember').getByRole('link').click()
    await signHere(page, idNumber)
    await expect(page.getByTestId('agreement-coreMember')).toContainText(words.signed)
    await page.goto('/#/information/contractOrder')
    await expect(page.getByTestId('signed-agreement')).toHaveCount(2)
    await shot(page, `${language}-contract-order`)

    await admin.reload()
    await admin.locator('.admin-nav [data-section="agreements"]').click()
    const mine = admin.locator('.review-item', { hasText: who.account })
    await expect(mine).toHaveCount(2)
    await expect(mine.first().locator('img')).toBeVisible()
    await shot(admin, `${language}-console-contracts`)
  })
}
