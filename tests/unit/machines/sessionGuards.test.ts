import { describe, expect, it } from 'vitest'
import { evaluateGate, refusalOf } from '../../../machines/gate.ts'
import { accessGate, accessVerdict } from '../../../machines/session/accessGate.ts'
import { passwordResetInput } from '../../../machines/session/calls.ts'
import {
  agreementAccepted,
  firstEmptyRegistrationField,
  firstEmptyResetField,
  hasAllRegistrationFields,
  hasLoginFields,
  isAccountTaken,
  isBarredFromTrading,
  isBarredFromWithdrawing,
  isDisabled,
  isFrozen,
  isInviterMissing,
  isLoginBanned,
  isPasswordLongEnough,
  isPhoneNumber,
  isRealNameVerified,
  passwordsMatch,
} from '../../../machines/session/guards.ts'
import { registrationGate } from '../../../machines/session/registrationGate.ts'

const form = {
  account: '600100200',
  password: 'correct horse',
  password2: 'correct horse',
  invite: 'T',
  agree: true,
}
const free = {
  frozen: false,
  loginBanned: false,
  disabled: false,
  noTrade: false,
  noWithdraw: false,
}

describe('registration guards (spec §5)', () => {
  it('hasAllRegistrationFields: true when filled, false and named when one is blank', () => {
    expect(hasAllRegistrationFields(form)).toBe(true)
    expect(hasAllRegistrationFields({ ...form, invite: '  ' })).toBe(false)
    expect(firstEmptyRegistrationField({ ...form, password2: '' })).toBe('password2')
    expect(firstEmptyRegistrationField(form)).toBeNull()
  })
  it('passwordsMatch: equal passwords only', () => {
    expect(passwordsMatch(form)).toBe(true)
    expect(passwordsMatch({ ...form, password2: 'correct horsE' })).toBe(false)
  })
  it('agreementAccepted: only when ticked', () => {
    expect(agreementAccepted(form)).toBe(true)
    expect(agreementAccepted({ ...form, agree: false })).toBe(false)
  })
  it('isPhoneNumber: 6 to 15 digits, optional +', () => {
    expect(isPhoneNumber({ ...form, account: '+34600100200' })).toBe(true)
    expect(isPhoneNumber({ ...form, account: '12345' })).toBe(false)
    expect(isPhoneNumber({ ...form, account: '600-100' })).toBe(false)
  })
  it('isPasswordLongEnough: 8 characters, counted as characters not bytes', () => {
    expect(isPasswordLongEnough({ ...form, password: '密码密码密码密码' })).toBe(true)
    expect(isPasswordLongEnough({ ...form, password: 'seven77' })).toBe(false)
  })
  it('isInviterMissing and isAccountTaken read the server facts', () => {
    expect(isInviterMissing({ ...form, inviterExists: false, accountTaken: false })).toBe(true)
    expect(isInviterMissing({ ...form, inviterExists: true, accountTaken: false })).toBe(false)
    expect(isAccountTaken({ ...form, inviterExists: true, accountTaken: true })).toBe(true)
    expect(isAccountTaken({ ...form, inviterExists: true, accountTaken: false })).toBe(false)
  })
})

describe('login guards (spec §5, §6)', () => {
  it('hasLoginFields: account and password both needed', () => {
    expect(hasLoginFields({ account: '6001', password: 'x' })).toBe(true)
    expect(hasLoginFields({ account: ' ', password: 'x' })).toBe(false)
    expect(hasLoginFields({ account: '6001', password: '' })).toBe(false)
  })
  it.each([
    ['isDisabled', isDisabled, 'disabled'],
    ['isLoginBanned', isLoginBanned, 'loginBanned'],
    ['isFrozen', isFrozen, 'frozen'],
    ['isBarredFromTrading', isBarredFromTrading, 'noTrade'],
    ['isBarredFromWithdrawing', isBarredFromWithdrawing, 'noWithdraw'],
  ] as const)('%s follows its flag', (_, guard, flag) => {
    expect(guard(free)).toBe(false)
    expect(guard({ ...free, [flag]: true })).toBe(true)
  })
})

describe('gates', () => {
  it('accessGate: allows an unrestricted account, names the first block otherwise', () => {
    expect(evaluateGate(accessGate, free)).toEqual({ allowed: true })
    expect(evaluateGate(accessGate, { ...free, frozen: true, disabled: true })).toMatchObject({
      code: 'auth.disabled',
    })
    expect(evaluateGate(accessGate, { ...free, noTrade: true })).toEqual({ allowed: true })
  })
  it('registrationGate: checks the form before the inviter, the inviter before the account', () => {
    const facts = { ...form, inviterExists: true, accountTaken: false }
    expect(evaluateGate(registrationGate, facts)).toEqual({ allowed: true })
    expect(
      evaluateGate(registrationGate, { ...facts, agree: false, inviterExists: false }),
    ).toMatchObject({ code: 'auth.agreementRequired' })
    expect(
      evaluateGate(registrationGate, { ...facts, inviterExists: false, accountTaken: true }),
    ).toMatchObject({ code: 'auth.inviterMissing' })
    expect(evaluateGate(registrationGate, { ...facts, accountTaken: true })).toMatchObject({
      code: 'auth.accountExists',
    })
  })
})

describe('user info (spec §3)', () => {
  it('isRealNameVerified: only is_true = 1', () => {
    expect(isRealNameVerified({ is_true: 1 })).toBe(true)
    expect(isRealNameVerified({ is_true: 0 })).toBe(false)
  })
})

describe('the password-reset form (decision 0024)', () => {
  const reset = {
    account: '600100200',
    code: 'K7M2Q9XPRT',
    password: 'new horse',
    password2: 'new horse',
  }

  it('names the first empty field, the code included', () => {
    expect(firstEmptyResetField({ ...reset, code: '  ' })).toBe('code')
    expect(firstEmptyResetField(reset)).toBeNull()
  })

  it('the screen refuses by the registration rules and leaves the code to the server', () => {
    expect(refusalOf(passwordResetInput(reset), 'client')).toBeNull()
    expect(refusalOf(passwordResetInput({ ...reset, code: '' }), 'client')).toMatchObject({
      code: 'common.invalid',
      params: { field: 'code' },
    })
    expect(refusalOf(passwordResetInput({ ...reset, password2: 'other' }), 'client')?.code).toBe(
      'auth.passwordsDiffer',
    )
    expect(refusalOf(passwordResetInput(reset), 'server')?.code).toBe('auth.resetCodeWrong')
    expect(refusalOf(passwordResetInput(reset, { codeValid: true }), 'server')).toBeNull()
  })
})

describe('the access gate remembered per combination of flags (issue 17)', () => {
  it('gives the verdict the gate itself gives, for every combination, twice', () => {
    const flags = ['frozen', 'loginBanned', 'disabled', 'noTrade', 'noWithdraw'] as const
    for (let round = 0; round < 2; round++) {
      for (let bits = 0; bits < 2 ** flags.length; bits++) {
        const facts = Object.fromEntries(flags.map((f, i) => [f, (bits & (1 << i)) !== 0]))
        const restrictions = facts as Record<(typeof flags)[number], boolean>
        expect(accessVerdict(restrictions)).toEqual(evaluateGate(accessGate, restrictions))
      }
    }
  })
})
