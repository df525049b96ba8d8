import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { SESSION_EXPIRED_DELAY_MS } from '../../../machines/rules.ts'
import type { SessionEvent, SessionGrant } from '../../../machines/session/events.ts'
import {
  sampleLogin as login,
  sampleRegistration as registration,
} from '../../../machines/session/fixtures.ts'
import type { LoginForm } from '../../../machines/session/guards.ts'
import { type SessionInput, sessionMachine } from '../../../machines/session/machine.ts'

/*
 * What the session machine tells the screen, beyond the state it ends in (the decision table,
 * machine.cases.ts, holds the states): which field a refusal names, what the login call is sent,
 * and which account the log-in-again screen fills in. Each run records the machine's actions.
 */

/** A session whose refusals, login calls and log-in-again screens are recorded. */
function recordedSession(input: SessionInput = { token: null, account: null }) {
  const refusals: unknown[] = []
  const loginsSent: LoginForm[] = []
  const reLogins: unknown[] = []
  const machine = sessionMachine.provide({
    actions: {
      refuse: (_, refusal) => {
        refusals.push(refusal)
      },
      goToReLogin: (_, params) => {
        reLogins.push(params)
      },
    },
    actors: {
      login: fromPromise<SessionGrant, LoginForm>(({ input: form }) => {
        loginsSent.push(form)
        return new Promise<never>(() => {})
      }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock, refusals, loginsSent, reLogins }
}

// spec §5 Registration and login: account and password must be non-empty; the refusal is the
// generic "invalid" message naming the field to fill in (spec §8 error catalogue, common.invalid)
describe('a login form refused on the screen names the empty field (spec §5 Registration and login)', () => {
  it('no account: names the account', () => {
    const session = recordedSession()
    session.actor.send({ type: 'login.submit', form: { ...login, account: '  ' } })
    expect(session.refusals).toEqual([{ code: 'common.invalid', params: { field: 'account' } }])
  })

  it('an account but no password: names the password', () => {
    const session = recordedSession()
    session.actor.send({ type: 'login.submit', form: { ...login, password: '' } })
    expect(session.refusals).toEqual([{ code: 'common.invalid', params: { field: 'password' } }])
  })
})

describe('a registration refused on the screen names the first empty field (spec §5 Registration and login)', () => {
  it('no invitation code: names the invitation code', () => {
    const session = recordedSession()
    session.actor.send({ type: 'register.submit', form: { ...registration, invite: '' } })
    expect(session.refusals).toEqual([{ code: 'common.invalid', params: { field: 'invite' } }])
  })

  it('no confirmation and no invitation code: names the confirmation, which comes first', () => {
    const session = recordedSession()
    session.actor.send({
      type: 'register.submit',
      form: { ...registration, password2: '', invite: '' },
    })
    expect(session.refusals).toEqual([{ code: 'common.invalid', params: { field: 'password2' } }])
  })
})

// issue 25: the login being made is kept while the second factor is asked, and sent again with it
describe('the login call is sent the form the user typed (spec §5; issue 25)', () => {
  it('first the account and password, then the same with the code', () => {
    const session = recordedSession()
    session.actor.send({ type: 'login.submit', form: login })
    // the server asks the code: the login call fails with that refusal (XState's error event)
    const codeAsked = { type: 'xstate.error.actor.login', error: { code: 'twoFactor.required' } }
    session.actor.send(codeAsked as unknown as SessionEvent)
    session.actor.send({ type: 'login.code', code: '123456' })
    expect(session.loginsSent).toEqual([login, { ...login, code: '123456' }])
  })
})

// spec §4: a 401 clears storage after 2 s and asks to log in again; issue 21: the account is
// filled in on the log-in-again screen
describe('an expired session asks to log in again with the account filled in (spec §4; issue 21)', () => {
  it('the account stored with the token is the one filled in', () => {
    const session = recordedSession({ token: 'stored-token', account: '600123456' })
    session.actor.send({ type: 'session.expired' })
    session.clock.increment(SESSION_EXPIRED_DELAY_MS)
    expect(session.reLogins).toEqual([{ account: '600123456' }])
  })

  it('a token stored without its account: logged in, and nothing made up to fill in', () => {
    const session = recordedSession({ token: 'stored-token', account: null })
    expect(session.actor.getSnapshot().context.account).toBe('')
    session.actor.send({ type: 'session.expired' })
    session.clock.increment(SESSION_EXPIRED_DELAY_MS)
    expect(session.reLogins).toEqual([{ account: '' }])
  })
})
