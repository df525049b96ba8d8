import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBankCardCall, setFundPasswordCall } from '../../../machines/account/calls.ts'
import {
  twoFactorBeginCall,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorStatusCall,
} from '../../../machines/account/twoFactor.ts'
import { withdrawCall } from '../../../machines/funds/calls.ts'
import { loginCall } from '../../../machines/session/calls.ts'
import { totpCodeAt } from '../../../server/auth/twoFactor.ts'
import { balances, users, withdrawals } from '../../../server/db/schema.ts'
import { ROOMY_LIMITS } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'
import { makeWithdrawalReady } from '../../support/withdrawalReady.ts'

/**
 * Two-factor sign-in (issue 25, decision 0050) through the API: set up with an authenticator
 * app's code, asked at login and for withdrawals, bank cards, wallets and the fund password;
 * codes work once; recovery codes work once each; turned off with the password and a code.
 */
const PASSWORD = 'correct horse'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    limits: ROOMY_LIMITS,
  })
}, 60_000)
afterAll(() => server?.close())

/** The code the user's authenticator app shows now, on the server's clock. */
const codeNow = (secret: string) => totpCodeAt(secret, server.clock.now().getTime())
/** The next 30-second step: a code used in this one would be refused as used. */
const nextStep = () => server.clock.advance(30_000)

const login = (account: string, code?: string) =>
  server.send(loginCall, { account, password: PASSWORD, ...(code ? { code } : {}) })

/** An investor with two-factor sign-in on: their session, secret and recovery codes. */
async function withTwoFactor(account: string) {
  const who = await server.investor(account)
  const begun = await server.send(twoFactorBeginCall, { password: PASSWORD }, who)
  expect(begun).toMatchObject({ status: 1 })
  const { secret, uri, qr } = begun.data!
  expect(uri).toBe(
    `otpauth://totp/Tradeflow:${account}?issuer=Tradeflow&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  )
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/)
  const enabled = await server.send(twoFactorEnableCall, { code: codeNow(secret) }, who)
  expect(enabled).toMatchObject({ status: 1 })
  nextStep()
  return { who, secret, recovery: enabled.data!.recoveryCodes }
}

describe('setting up two-factor sign-in', () => {
  it('asks the login password, then a first code of the new secret; hands out ten recovery codes', async () => {
    const who = await server.investor('605010001')
    expect((await server.send(twoFactorStatusCall, {}, who)).data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    })
    expect((await server.send(twoFactorBeginCall, { password: 'wrong' }, who)).code).toBe(
      'auth.oldPasswordWrong',
    )
    expect((await server.send(twoFactorEnableCall, { code: '123456' }, who)).code).toBe(
      'twoFactor.notStarted',
    )
    const { secret } = (await server.send(twoFactorBeginCall, { password: PASSWORD }, who)).data!
    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0')
    expect((await server.send(twoFactorEnableCall, { code: wrong }, who)).code).toBe(
      'twoFactor.codeWrong',
    )
    expect((await server.send(twoFactorEnableCall, { code: '12ab' }, who)).code).toBe(
      'twoFactor.codeInvalid',
    )
    // Typed with a space in the middle, as apps show it: still the code.
    const code = codeNow(secret)
    const enabled = await server.send(
      twoFactorEnableCall,
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      who,
    )
    expect(enabled.data!.recoveryCodes).toHaveLength(10)
    expect(new Set(enabled.data!.recoveryCodes).size).toBe(10)
    expect((await server.send(twoFactorStatusCall, {}, who)).data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    })
  })
})

describe('a login with two-factor sign-in on', () => {
  it('asks the code after the password, takes each code once and each recovery code once', async () => {
    const { who, secret, recovery } = await withTwoFactor('605010002')
    expect(await login(who.account)).toMatchObject({ status: 0, code: 'twoFactor.required' })
    expect((await login(who.account, '99')).code).toBe('twoFactor.codeInvalid')
    const code = codeNow(secret)
    expect((await login(who.account, code)).status).toBe(1)
    // The same code again (read over a shoulder): refused, it was used.
    expect((await login(who.account, code)).code).toBe('twoFactor.codeWrong')
    // A code of the step before or after is taken: a phone's clock drifts.
    nextStep()
    expect(
      (await login(who.account, totpCodeAt(secret, server.clock.now().getTime() + 30_000))).status,
    ).toBe(1)
    const first = recovery[0]!
    expect((await login(who.account, first.toUpperCase())).status).toBe(1)
    expect((await login(who.account, first)).code).toBe('twoFactor.codeWrong')
    expect((await server.sendOk(twoFactorStatusCall, {}, who)).recoveryCodesLeft).toBe(9)
    // A wrong password is still a wrong password, whatever the code.
    const wrong = await server.send(loginCall, {
      account: who.account,
      password: 'nope',
      code: codeNow(secret),
    })
    expect(wrong.code).toBe('auth.badCredentials')
  })
})

describe('what moves money out or changes where it goes', () => {
  it('needs the code once two-factor sign-in is on, and changes nothing without it', async () => {
    const { who, secret, recovery } = await withTwoFactor('605010003')
    await server.fund(who.account, 'EUR', '500.00')
    // The fund password and the card need codes of their own (each code works once).
    const fundPassword = {
      password: '135790',
      password2: '135790',
      loginPassword: PASSWORD,
    }
    expect((await server.send(setFundPasswordCall, fundPassword, who)).code).toBe(
      'twoFactor.required',
    )
    const card = {
      holder: 'Test',
      first4: '4000',
      last12: '123456789012',
      bankName: 'B',
      branchName: 'C',
      bankCode: 'D',
    }
    expect((await server.send(addBankCardCall, card, who)).code).toBe('twoFactor.required')
    expect(
      (
        await server.send(
          setFundPasswordCall,
          { ...fundPassword, twoFactorCode: codeNow(secret) },
          who,
        )
      ).status,
    ).toBe(1)
    nextStep()
    const added = await server.send(
      addBankCardCall,
      { ...card, twoFactorCode: codeNow(secret) },
      who,
    )
    expect(added.status).toBe(1)
    nextStep()
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.id, user!.id))
    const withdraw = {
      amount: '100.00',
      fundPassword: '135790',
      methodId: added.data!.id,
      requestId: 'w-1',
    }
    expect((await server.send(withdrawCall, withdraw, who)).code).toBe('twoFactor.required')
    const none = await server.db.select().from(withdrawals).where(eq(withdrawals.userId, user!.id))
    expect(none).toHaveLength(0)
    const [before] = await server.db.select().from(balances).where(eq(balances.userId, user!.id))
    expect(before!.availableMinor).toBe(50_000n)
    const taken = await server.send(withdrawCall, { ...withdraw, twoFactorCode: recovery[1] }, who)
    expect(taken.status).toBe(1)
  })

  it('asks nothing more of an account without two-factor sign-in', async () => {
    const who = await server.investor('605010004')
    await makeWithdrawalReady(server, who)
  })
})

describe('turning two-factor sign-in off', () => {
  it('asks the login password and a code; then a login asks no code', async () => {
    const { who, secret } = await withTwoFactor('605010005')
    expect(
      (await server.send(twoFactorDisableCall, { password: PASSWORD, code: '' }, who)).code,
    ).toBe('twoFactor.required')
    expect(
      (await server.send(twoFactorDisableCall, { password: 'wrong', code: codeNow(secret) }, who))
        .code,
    ).toBe('auth.oldPasswordWrong')
    const off = await server.send(
      twoFactorDisableCall,
      { password: PASSWORD, code: codeNow(secret) },
      who,
    )
    expect(off.status).toBe(1)
    expect((await login(who.account)).status).toBe(1)
    expect((await server.send(twoFactorStatusCall, {}, who)).data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    })
  })
})
