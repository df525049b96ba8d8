import { expect, type Route } from '@playwright/test'
import { evaluateGate } from '../../../machines/gate.ts'
import { LOGOUT_DELAY_MS, SESSION_EXPIRED_DELAY_MS } from '../../../machines/rules.ts'
import type { RegistrationForm } from '../../../machines/session/guards.ts'
import { registrationGate } from '../../../machines/session/registrationGate.ts'
import { type ReplayEvent, uiAdapter } from '../adapter.ts'
import { LOGIN_PASSWORD } from '../arrange.ts'
import { INVITE_CODE } from '../workerServer.ts'
import type { Who, World } from '../world.ts'

/** The fixtures' sample account and invitation code; a replay uses real ones of its server. */
const SAMPLE_ACCOUNT = '600100200'
const SAMPLE_INVITE = 'TRADEFLOW'

interface Ctx {
  /** An account that exists on the server: whom a login logs in. */
  who: Who
  /** The login or registration call the screen sent, held until the path says how it ends. */
  held: Route | null
  /** The registration's account, once one was sent. */
  registering: string | null
}

/**
 * The session (spec §4 Login, §5 Registration and login, §6 Visitor) through the real screens:
 * login and registration forms typed, the server's answer held until the path says whether it
 * accepts or refuses (a refusal is made real by sending a wrong password, or an account that
 * exists), logout from the settings, a session revoked on the server expiring on the next call.
 * The browser's timers run on a test clock, so the 1 s logout and the 2 s before "log in again"
 * pass when the path says so.
 */
export const sessionUi = uiAdapter<{ token: string | null; account: string | null }, Ctx>({
  machineId: 'session',
  pageClock: true,
  unreachable: {
    secondFactor:
      'A code of an authenticator app holds only at the server’s moment, which the replay’s held calls cannot pin: tests/e2e/twoFactor.spec.ts walks the login with its code in English and German, and the server replay walks every path through it.',
  },
  async arrange(world, input) {
    const who = await world.investor()
    await world.page.clock.install()
    const ctx: Ctx = { who, held: null, registering: null }
    const hold = async (route: Route) => {
      ctx.held = route
    }
    await world.page.route('**/api/vue/user/login', hold)
    await world.page.route('**/api/vue/user/register', hold)
    if (input.token !== null) {
      await world.signIn(who)
      await world.open('/information/setting')
    } else await world.open('/login/login')
    return ctx
  },
  act: {
    'login.submit': async (world, ctx, event) => {
      const form = event.form as { account: string; password: string }
      await onForm(world, 'login')
      const page = world.page
      await page.locator('input[name="account"]').fill(form.account ? ctx.who.account : '')
      await page
        .locator('input[name="password"]')
        .fill(form.account ? LOGIN_PASSWORD : form.password)
      await page.locator('form button[type="submit"]').click()
      if (!form.account) await refusedWith(world, 'common.invalid')
    },
    'register.submit': async (world, ctx, event) => {
      const form = event.form as RegistrationForm
      await onForm(world, 'register')
      const account = form.account === SAMPLE_ACCOUNT ? world.newAccount() : form.account
      const invite = form.invite === SAMPLE_INVITE ? INVITE_CODE : form.invite
      const page = world.page
      await page.locator('input[name="account"]').fill(account)
      await page.locator('input[name="password"]').fill(form.password)
      await page.locator('input[name="password2"]').fill(form.password2)
      await page.locator('input[name="invite"]').fill(invite)
      await page.locator('input[name="agree"]').setChecked(form.agree)
      await page.locator('form button[type="submit"]').click()
      // The screen refuses what the registration rules refuse, before anything is sent.
      const verdict = evaluateGate(registrationGate, {
        ...form,
        inviterExists: true,
        accountTaken: false,
      })
      if (!verdict.allowed) await refusedWith(world, verdict.code)
      else ctx.registering = account
    },
    'xstate.done.actor.login': release(),
    'xstate.error.actor.login': release(
      (body, _ctx) => ({ ...body, password: `not ${LOGIN_PASSWORD}` }),
      'auth.badCredentials',
    ),
    'xstate.done.actor.register': release(),
    'xstate.error.actor.register': release(
      (body, ctx) => ({ ...body, account: ctx.who.account }),
      'auth.accountExists',
    ),
    'session.logout': async (world) => {
      await world.open('/information/setting')
      await world.page.locator('button.danger').click()
    },
    'xstate.after.logoutDelay.session.loggingOut': async (world) => {
      await world.page.clock.runFor(LOGOUT_DELAY_MS)
    },
    'session.expired': async (world) => {
      // The token is revoked on the server (as a logout on another device would); the next call
      // the app makes answers 401.
      const token = await world.page.evaluate(() => localStorage.getItem('tokend'))
      const account = await world.page.evaluate(() => localStorage.getItem('account'))
      await world.api('user/logout', {}, { token: token!, account: account! })
      await world.open('/information/wallet')
    },
    'xstate.after.expiredDelay.session.expired': async (world) => {
      await world.page.clock.runFor(SESSION_EXPIRED_DELAY_MS)
    },
  },
  show: {
    visitor: async ({ page }) => {
      await expect(page).toHaveURL(/#\/login\/(login|register|reLogin)/)
      await expect(page.locator('input[name="account"]')).toBeVisible()
      await expect(page.locator('form button[type="submit"]')).toBeEnabled()
      expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull()
    },
    loggingIn: busy,
    registering: busy,
    authenticated: async ({ page }, ctx) => {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tokend'))).not.toBeNull()
      if (ctx.registering) await expect(page).toHaveURL(/#\/login\/loginAfter/)
      else await expect(page).not.toHaveURL(/#\/login\//)
    },
    loggingOut: async ({ page }) => {
      await expect(page.locator('button.danger')).toBeDisabled()
      expect(await page.evaluate(() => localStorage.getItem('tokend'))).not.toBeNull()
    },
    expired: async (world) => {
      for (const piece of world.texts('server', 'auth.sessionExpired'))
        await expect(world.page.locator('.toast')).toContainText(piece)
    },
  },
})

/** The login or the registration form, opened unless the screen already shows it. */
async function onForm(world: World, form: 'login' | 'register') {
  const here = world.page.url()
  const onLogin = /#\/login\/(login|reLogin)/.test(here)
  if (form === 'login' && onLogin) return
  if (form === 'register' && here.includes('#/login/register')) return
  await world.open(form === 'login' ? '/login/login' : '/login/register')
}

/** The held call let through, as sent or changed so that the server refuses it with `code`. */
function release(
  change?: (body: Record<string, unknown>, ctx: Ctx) => Record<string, unknown>,
  code?: string,
) {
  return async (world: World, ctx: Ctx, _event: ReplayEvent) => {
    await expect.poll(() => ctx.held !== null).toBe(true)
    const route = ctx.held!
    ctx.held = null
    if (!change) return route.continue()
    const body = route.request().postDataJSON() as Record<string, unknown>
    await route.continue({ postData: JSON.stringify(change(body, ctx)) })
    ctx.registering = null
    await refusedWith(world, code!)
  }
}

/** The screen says why, in the user's language. */
async function refusedWith(world: World, code: string) {
  for (const piece of world.texts('server', code))
    await expect(world.page.locator('.toast')).toContainText(piece)
}

/** The call is on its way: the form's button says so and cannot be pressed twice. */
async function busy(world: World) {
  await expect(world.page.locator('form button[type="submit"]')).toBeDisabled()
}
