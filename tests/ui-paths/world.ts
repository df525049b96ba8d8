import { readFileSync } from 'node:fs'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { HoldableJob } from '../../server/clock.ts'
import { ADMIN_TOKEN_KEY } from '../../src/admin/adminApi.ts'
import { UNDERSTOOD } from '../support/appropriateness.ts'
import { OperatorSignIn } from '../support/operatorSignIn.ts'
import { ADMIN_PASSWORD, INVITE_CODE } from './workerServer.ts'

/** The languages a replay can run in (`--lang`), as the app stores the choice. */
export const UI_LANGS = ['en', 'zh-Hant', 'ko', 'de', 'zh-Hans', 'es'] as const
export type UiLang = (typeof UI_LANGS)[number]

/** An investor of the replays: the headers of their session. */
export interface Who {
  token: string
  account: string
}

/** A call's envelope (API.md): status 1 with data, or 0 with a code. */
export interface Envelope<T = unknown> {
  status: 0 | 1
  code?: string
  msg?: string
  data: T
}

const DAY_MS = 86_400_000
/** Accounts registered by this worker process, which has a server of its own. */
let accountsMade = 0
const HALF_HOUR_MS = 1_800_000
/** The operator of each worker's server (one server per worker, for the worker's life). */
const operators = new Map<string, OperatorSignIn>()

/** How long a moment the clock is moved to must keep fitting the fixture. */
const PATH_MARGIN_MS = 20 * 60_000

/**
 * What a UI adapter works with (issue 22): the investor's page at 390×844 in the replay's
 * language, the API and the console's API to make the server hold a fixture's facts (the same
 * calls a person and an operator make), the test clock, and the texts of the catalogs to check a
 * screen against. One world per path; the server is the worker's own.
 */
export class World {
  private adminToken: string | null = null
  private consolePage: Page | null = null
  /** The investors this path registered, and the one the page belongs to. */
  private people: Array<Who & { password: string }> = []
  private signedIn: Who | null = null
  /** The server's jobs this path holds still. */
  private heldJobs = new Set<HoldableJob>()

  constructor(
    readonly page: Page,
    readonly browser: Browser,
    readonly request: APIRequestContext,
    readonly baseURL: string,
    readonly lang: UiLang,
    private readonly seed: number,
  ) {}

  /** An investor call; `who` signs it. */
  async api<T = unknown>(path: string, body: unknown, who?: Who): Promise<Envelope<T>> {
    const send = () =>
      this.request.post(`${this.baseURL}/api/vue/${path}`, {
        data: body,
        headers: who ? { token: who.token, account: who.account } : {},
      })
    // A kept-alive connection the server closed as the call went out is reset before the server
    // read it (seen once on a busy machine): sent again, once, on a new connection.
    const response = await send().catch((error: Error) => {
      if (!/ECONNRESET/.test(error.message)) throw error
      return send()
    })
    return (await response.json()) as Envelope<T>
  }

  /** An investor upload (multipart), for a proof or an ID photo. */
  async upload<T = unknown>(
    path: string,
    fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    who: Who,
  ): Promise<Envelope<T>> {
    const response = await this.request.post(`${this.baseURL}/api/vue/${path}`, {
      multipart: fields,
      headers: { token: who.token, account: who.account },
    })
    return (await response.json()) as Envelope<T>
  }

  /** A console call, as the operator. */
  async admin<T = unknown>(path: string, body: unknown): Promise<Envelope<T>> {
    this.adminToken ??= await this.adminLogin()
    const response = await this.request.post(`${this.baseURL}/api/admin/${path}`, {
      data: body,
      headers: { token: this.adminToken },
    })
    return (await response.json()) as Envelope<T>
  }

  /**
   * The operator's console session: set up with its second factor at the worker server's first
   * sign-in (issue 25), then shared by the worker's paths while it lasts.
   */
  private async adminLogin() {
    let operator = operators.get(this.baseURL)
    if (!operator) {
      operator = new OperatorSignIn(ADMIN_PASSWORD)
      operators.set(this.baseURL, operator)
    }
    const { token } = await operator.session({
      post: async (path, body, headers = {}) => {
        const response = await this.request.post(`${this.baseURL}/api/admin/${path}`, {
          data: body,
          headers,
        })
        return (await response.json()) as Envelope<unknown>
      },
      // The operator's phone has real time, which the server checks codes on (decision 0064).
      now: async () => Date.now(),
    })
    return token
  }

  /** The run's seed (`--seed`), for names a path makes up. */
  get seedValue(): number {
    return this.seed
  }

  /** A phone number no other path of this worker has used (its server is its own). */
  newAccount(): string {
    accountsMade += 1
    return `6${String(this.seed % 100).padStart(2, '0')}${String(accountsMade).padStart(7, '0')}`
  }

  /**
   * A new investor registered through the API (from an address of their own), who has taken the
   * appropriateness check for trading on margin (issue 25) unless `assessed` is false.
   */
  async investor(
    account = this.newAccount(),
    password = 'correct horse',
    { assessed = true } = {},
  ): Promise<Who> {
    const response = await this.request.post(`${this.baseURL}/api/vue/user/register`, {
      data: { account, password, password2: password, invite: INVITE_CODE, agree: true },
      headers: { 'x-forwarded-for': addressOf(account) },
    })
    const body = (await response.json()) as Envelope<{ token: string }>
    if (body.status !== 1) throw new Error(`registering ${account}: ${body.code}`)
    const who = { token: body.data.token, account, password }
    this.people.push(who)
    if (assessed) {
      const check = await this.api('trade/appropriateness', UNDERSTOOD, who)
      if (check.status !== 1) throw new Error(`the appropriateness check: ${check.code}`)
    }
    return who
  }

  /**
   * The page as this investor's: their session stored on the app's origin (from a page of it that
   * is not the app), so that the next `open` starts the app signed in.
   */
  async signIn(who: Who) {
    this.signedIn = who
    // The smallest page of the origin: the API's description is large, and Chromium took a
    // third of a second to show it on every path.
    await this.page.goto(`${this.baseURL}/health`)
    await this.storeSession(who)
  }

  private async storeSession(who: Who) {
    if (!this.page.url().startsWith(this.baseURL)) return
    await this.page.evaluate(({ token, account }) => {
      localStorage.setItem('tokend', token)
      localStorage.setItem('account', account)
    }, who)
  }

  /**
   * After the clock has jumped (a weekend is longer than a session's day of idleness), everyone
   * of this path logs in again, as a person whose phone slept would; the page keeps its person's
   * new session.
   */
  private async refreshSessions() {
    for (const who of this.people) {
      const response = await this.request.post(`${this.baseURL}/api/vue/user/login`, {
        data: { account: who.account, password: who.password },
        headers: { 'x-forwarded-for': addressOf(who.account) },
      })
      const body = (await response.json()) as Envelope<{ token: string }>
      if (body.status !== 1) continue
      who.token = body.data.token
      if (who === this.signedIn) await this.storeSession(who)
    }
  }

  /**
   * Opens a hash route of the investor app; the route already open is loaded again, as a person
   * refreshes it (going to the same hash again does not navigate).
   */
  async open(route: string) {
    const url = `${this.baseURL}/#${route}`
    if (this.page.url() === url) await this.page.reload()
    else await this.page.goto(url)
  }

  /**
   * The back-office console in a desktop-sized window of its own, signed in as the operator in
   * the replay's language (opened once per path). The session is the operator's API login put
   * where the console keeps it: the console's login form is walked by the e2e suite, and walking
   * it here cost every path that reviews something about a second and a half.
   */
  async console(): Promise<Page> {
    if (this.consolePage) return this.consolePage
    this.adminToken ??= await this.adminLogin()
    const context = await this.browser.newContext({
      viewport: { width: 1100, height: 900 },
      baseURL: this.baseURL,
    })
    const page = await context.newPage()
    await page.addInitScript(
      ({ lang, token, key }) => {
        localStorage.setItem('language', lang)
        sessionStorage.setItem(key, token)
      },
      { lang: this.lang, token: this.adminToken, key: ADMIN_TOKEN_KEY },
    )
    await page.goto('/admin.html')
    await page.locator('.admin-nav').waitFor()
    this.consolePage = page
    return page
  }

  /** Closes what the path opened besides the investor's page; the jobs it held run again. */
  async close() {
    await this.consolePage?.context().close()
    for (const job of [...this.heldJobs]) await this.hold(job, false)
  }

  /** Holds a job of the server still (`matcher`, `lending`), or lets it go. */
  async hold(job: HoldableJob, held: boolean) {
    const send = () => this.request.post(`${this.baseURL}/api/test/hold`, { data: { job, held } })
    // A kept-alive connection the server closed while the path was idle is opened again once.
    const response = await send().catch(send)
    const body = (await response.json()) as Envelope
    if (body.status !== 1) throw new Error(`holding the ${job}: ${body.code}`)
    if (held) this.heldJobs.add(job)
    else this.heldJobs.delete(job)
  }

  /** The server's clock now (ms). */
  async now(): Promise<number> {
    return this.advance(0)
  }

  private async advance(ms: number): Promise<number> {
    const response = await this.request.post(`${this.baseURL}/api/test/clock`, {
      data: { advanceMs: ms },
    })
    const body = (await response.json()) as Envelope<{ now: string }>
    if (body.status !== 1) throw new Error(`the test clock refused ${ms} ms: ${body.code}`)
    return Date.parse(body.data.now)
  }

  /**
   * Moves the server's clock forward (it never goes back) to the first quarter past or to the
   * hour, within `withinDays` (two weeks), at which `wanted` holds: a fixture's "inside the hours" or "on a
   * Saturday" becomes the server's now. Nothing moves when it holds already.
   */
  async clockWhere(wanted: (ms: number) => boolean, withinDays = 14) {
    // It must still hold while the path runs on: a path takes seconds, a busy machine minutes.
    const lasting = (t: number) => wanted(t) && wanted(t + PATH_MARGIN_MS)
    const now = await this.now()
    if (lasting(now)) return
    const start = Math.ceil(now / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS / 2
    for (let t = start; t < now + withinDays * DAY_MS; t += HALF_HOUR_MS)
      if (lasting(t)) {
        await this.advance(t - now)
        // The admin session idles out too, on the same clock.
        this.adminToken = null
        await this.refreshSessions()
        return
      }
    throw new Error(`no moment in the next ${withinDays} days fits the fixture`)
  }

  /**
   * A catalog text in the replay's language (locales/<lang>/<domain>.po), as literal pieces
   * between its placeholders: a screen shows the text when it contains every piece. `context` is
   * the text's msgctxt, where one English word has two meanings ("Closed": a market, a position).
   */
  texts(
    domain: 'server' | 'screens' | 'admin' | 'messages',
    id: string,
    context?: string,
  ): string[] {
    const text = catalog(this.lang, domain).get(catalogKey(id, context))
    if (text === undefined)
      throw new Error(`no ${domain} text ${id}${context ? ` (${context})` : ''} in ${this.lang}`)
    return text
      .split(/\{[^}]*\}/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length > 1)
  }
}

const catalogs = new Map<string, Map<string, string>>()

/** A catalog entry's key: its msgid, after its msgctxt and gettext's separator when it has one. */
const catalogKey = (id: string, context?: string) => (context ? `${context}\u0004${id}` : id)

function catalog(lang: string, domain: string): Map<string, string> {
  const key = `${lang}/${domain}`
  const cached = catalogs.get(key)
  if (cached) return cached
  const entries = new Map<string, string>()
  for (const block of readFileSync(`locales/${lang}/${domain}.po`, 'utf8').split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1]
    const text = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id && text) entries.set(catalogKey(id, context), JSON.parse(`"${text}"`) as string)
  }
  catalogs.set(key, entries)
  return entries
}

/** Each investor's own client address (the worker's server trusts X-Forwarded-For). */
function addressOf(account: string): string {
  return `198.51.100.${(Number(account.slice(-6)) % 250) + 1}`
}
