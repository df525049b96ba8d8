import type { Page } from '@playwright/test'
import type { AnswerOf, RequestOf } from '../../machines/contract/call.ts'
import type { registerCall } from '../../machines/session/calls.ts'
import { UNDERSTOOD } from '../support/appropriateness.ts'

/**
 * A new investor registered through the API, with the session stored before the app's first
 * script runs, as a returning user's would be. `prefix` keeps the accounts of each test apart.
 */
export async function registerInvestor(page: Page, prefix: string, { assessed = true } = {}) {
  const account = `${prefix}${String(Date.now()).slice(-8)}`
  const registration: RequestOf<typeof registerCall> = {
    account,
    password: 'correct horse',
    password2: 'correct horse',
    invite: 'E2EINVITE',
    agree: true,
  }
  // Each investor from an address of their own (the e2e server trusts X-Forwarded-For): the
  // registration limit per address is for one person, and these are many.
  const address = `198.51.100.${(Number(account.slice(-6)) % 250) + 1}`
  const response = await page.request.post('/api/vue/user/register', {
    data: registration,
    headers: { 'x-forwarded-for': address },
  })
  const { token } = (await response.json()).data as AnswerOf<typeof registerCall>
  // They have taken the appropriateness check for trading on margin (issue 25), as everyone
  // who trades on margin has; a walk of the check itself registers with `assessed: false`.
  if (assessed) {
    const check = await page.request.post('/api/vue/trade/appropriateness', {
      data: UNDERSTOOD,
      headers: { token, account },
    })
    if ((await check.json()).status !== 1) throw new Error('the appropriateness check')
  }
  await page.addInitScript(
    ({ token, account }) => {
      localStorage.setItem('tokend', token)
      localStorage.setItem('account', account)
    },
    { token, account },
  )
  return { token, account }
}
