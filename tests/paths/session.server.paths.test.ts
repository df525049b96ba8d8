import { type AddressInfo, createServer } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { twoFactorBeginCall, twoFactorEnableCall } from '../../machines/account/twoFactor.ts'
import { getMachineEntry } from '../../machines/index.ts'
import { LOGOUT_DELAY_MS, SESSION_EXPIRED_DELAY_MS, STORAGE_KEYS } from '../../machines/rules.ts'
import { loginCall, logoutCall, registerCall, userInfoCall } from '../../machines/session/calls.ts'
import type { Refusal } from '../../machines/session/events.ts'
import { totpCodeAt } from '../../server/auth/twoFactor.ts'
import { provideSession } from '../../src/features/session/provideSession.ts'
import { contractCaller, createApiClient } from '../../src/lib/apiClient.ts'
import { memoryStore, readCredentials } from '../../src/lib/storage.ts'
import { registration, startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { coverageRecorder, generatePaths, pathOutcomes, serverCoverage } from './graph.ts'
import { isSelected, pathSeed, seededRandom } from './selection.ts'

/**
 * The session machine's generated paths, replayed with the app's real wiring (provideSession,
 * the ofetch API client, storage) against the real server over HTTP. Actor results are not
 * injected: the replay chooses inputs that make the server answer as the path expects, then
 * checks that the machine lands where the graph said.
 */
const entry = getMachineEntry('session')
// A code sent after the server took the password is never answered with a wrong password: the
// pure replay walks those orders of events, the server cannot produce them.
const paths = generatePaths(entry).filter(
  ({ path }) =>
    !path.steps.some((step, i) => {
      const next = path.steps[i + 1]?.event as { type: string; error?: { code?: string } }
      return (
        step.event.type === 'login.code' &&
        next?.type === 'xstate.error.actor.login' &&
        !next.error?.code?.startsWith('twoFactor.')
      )
    }),
)
const recorder = coverageRecorder(entry.machine)
const outcomes = pathOutcomes()
const selected = isSelected(entry.id)

let server: TestServer
let http: ReturnType<typeof serve>
let baseURL: string
const KNOWN = { account: '611000000', password: 'correct horse' }
/** Issue 25: an account with two-factor sign-in on, and its authenticator's secret. */
const GUARDED = { account: '611000001', password: 'correct horse' }
let guardedSecret = ''

beforeAll(async () => {
  if (!selected) return
  server = await startTestServer()
  const port = await freePort()
  http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' })
  baseURL = `http://127.0.0.1:${port}/api/vue/`
  expect((await server.send(registerCall, registration(KNOWN.account))).status).toBe(1)
  const guarded = await server.send(registerCall, registration(GUARDED.account))
  const who = { token: guarded.data!.token, account: GUARDED.account }
  guardedSecret = (await server.sendOk(twoFactorBeginCall, { password: GUARDED.password }, who))
    .secret
  const code = totpCodeAt(guardedSecret, server.clock.now().getTime())
  expect((await server.send(twoFactorEnableCall, { code }, who)).status).toBe(1)
})
afterAll(async () => {
  if (!selected) return
  http.close()
  await server.close()
  writeCoveragePart('session-server', serverCoverage(entry, recorder, outcomes))
})

let fresh = 0
/** New accounts differ with the run's seed (`npm run test:paths -- --seed N`). */
const accountBlock = String(Math.floor(seededRandom(pathSeed)() * 1000)).padStart(3, '0')
type Step = { type: string; error?: { code?: string } } | undefined

/** The form to send so that the server answers the way the next step of the path expects. */
function formFor(eventType: string, next: Step, form: Record<string, unknown>) {
  const nextType = next?.type
  if (eventType === 'login.submit' && next?.error?.code?.startsWith('twoFactor.')) return GUARDED
  if (eventType === 'login.submit' && nextType === 'xstate.done.actor.login') return KNOWN
  if (eventType === 'login.submit' && nextType === 'xstate.error.actor.login')
    return { ...KNOWN, password: 'wrong horse' }
  if (eventType === 'register.submit' && nextType === 'xstate.done.actor.register') {
    fresh += 1
    return registration(`612${accountBlock}${String(fresh).padStart(3, '0')}`)
  }
  if (eventType === 'register.submit' && nextType === 'xstate.error.actor.register')
    return registration(KNOWN.account)
  return form // refused in the browser before any request
}

describe.runIf(selected)('session paths against the server', () => {
  for (const { fixture, path, description } of paths) {
    it(
      description,
      outcomes.track(description, async () => {
        server.clock.advance(10 * 60_000) // a fresh rate-limit window for every path
        const store = memoryStore()
        const shown: Refusal[] = []
        const visited: string[] = []
        const clock = new SimulatedClock()
        const post = createApiClient({
          baseURL,
          credentials: () => readCredentials(store),
          onRefusal: (r) => shown.push(r),
          onUnauthorized: () => actor.send({ type: 'session.expired' }),
        })
        const input = fixture.input as { token: string | null; account: string | null }
        if (input.token) {
          const { token } = await server.sendOk(loginCall, KNOWN)
          store.setItem(STORAGE_KEYS.token, token)
          store.setItem(STORAGE_KEYS.account, KNOWN.account)
        }
        const machine = provideSession({
          call: contractCaller(post),
          store,
          navigate: (to) => visited.push(to),
          notify: (r) => shown.push(r),
        })
        const actor = createActor(machine, {
          input: readCredentials(store),
          clock,
          inspect: recorder.inspect,
        }).start()

        for (const [i, step] of path.steps.entries()) {
          const event = step.event as { type: string; form?: Record<string, unknown> }
          const next = path.steps[i + 1]?.event as Step
          if (event.type === 'login.submit' || event.type === 'register.submit') {
            actor.send({ ...event, form: formFor(event.type, next, event.form ?? {}) } as never)
          } else if (event.type === 'login.code') {
            // The authenticator's code of now when the path logs in, a wrong one when it does
            // not, as typed (an empty one never leaves the screen).
            const typed = (event as unknown as { code: string }).code
            const code =
              typed.trim() === ''
                ? typed
                : next?.type === 'xstate.done.actor.login'
                  ? totpCodeAt(guardedSecret, server.clock.now().getTime())
                  : '000000'
            actor.send({ type: 'login.code', code })
          } else if (event.type === 'login.back') {
            actor.send({ type: 'login.back' })
          } else if (
            event.type.startsWith('xstate.done.actor') ||
            event.type.startsWith('xstate.error.actor')
          ) {
            await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 10_000 })
          } else if (event.type === 'session.expired') {
            // The server revokes the session behind the app's back; the next call meets a 401.
            const { token, account } = readCredentials(store)
            await server.send(logoutCall, {}, { token: token!, account: account! })
            await post('user/getUserinfo').catch(() => {})
          } else if (event.type === 'session.logout') {
            actor.send({ type: 'session.logout' })
          } else if (event.type.startsWith('xstate.after.logoutDelay')) {
            const { token, account } = readCredentials(store)
            await new Promise((r) => setTimeout(r, 50)) // let the revoke call reach the server
            clock.increment(LOGOUT_DELAY_MS)
            expect(store.getItem(STORAGE_KEYS.token)).toBeNull()
            expect(
              (await server.send(userInfoCall, {}, { token: token!, account: account! })).http,
            ).toBe(401)
          } else if (event.type.startsWith('xstate.after.expiredDelay')) {
            clock.increment(SESSION_EXPIRED_DELAY_MS - 1)
            expect(actor.getSnapshot().value).toBe('expired')
            clock.increment(1)
            expect(store.getItem(STORAGE_KEYS.account)).toBeNull()
          }
          expect(actor.getSnapshot().value, `after ${event.type}`).toEqual(
            (step.state as unknown as { value: unknown }).value,
          )
        }
        const last = path.steps.at(-1)?.event.type ?? ''
        if (last.startsWith('xstate.after.logoutDelay')) expect(visited.at(-1)).toBe('/login/login')
        if (last.startsWith('xstate.after.expiredDelay'))
          expect(visited.at(-1)).toMatch(/^\/login\/reLogin\?account=/)
        if (last === 'xstate.done.actor.login') expect(visited.at(-1)).toBe('/home/index')
        // A refusal is told. The second factor's step is the screen's own: the code asked after
        // a right password is a field, not a message (the login contract's answeredOnScreen).
        const lastCode = (path.steps.at(-1)?.event as Step)?.error?.code ?? ''
        if (last.startsWith('xstate.error.actor') && !lastCode.startsWith('twoFactor.'))
          expect(shown.at(-1)?.code).toMatch(/^auth\./)
        actor.stop()
      }),
    )
  }
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
