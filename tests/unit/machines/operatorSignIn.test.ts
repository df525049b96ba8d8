import { describe, expect, it } from 'vitest'
import {
  operatorAccessInput,
  operatorLoginAsksCode,
  operatorLoginRefusalShown,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { refusalOf } from '../../../machines/gate.ts'

describe('the console login asks the second factor (issue 25)', () => {
  it('not before the server asks for it', () => {
    expect(operatorLoginAsksCode({ refusalCode: undefined, sentCode: undefined })).toBe(false)
    expect(operatorLoginAsksCode({ refusalCode: 'auth.failed', sentCode: undefined })).toBe(false)
  })

  it('once the server asks for it, and while a code is being tried', () => {
    expect(operatorLoginAsksCode({ refusalCode: 'twoFactor.required', sentCode: undefined })).toBe(
      true,
    )
    // A wrong code is refused as a failed login: the field stays for the next try.
    expect(operatorLoginAsksCode({ refusalCode: 'auth.failed', sentCode: '123456' })).toBe(true)
  })
})

// issue 48: a wrong code or password is said beside the form; the ask for a code is the code's field
describe('what the console login keeps on screen', () => {
  it.each([
    [undefined, false],
    ['twoFactor.required', false],
    ['twoFactor.codeWrong', true],
    ['auth.badCredentials', true],
    ['common.tooFrequent', true],
  ] as const)('refusal %s shown: %s', (code, shown) => {
    expect(operatorLoginRefusalShown(code)).toBe(shown)
  })
})

// decision 0052: an operator without the second factor may only make the calls that set it up
describe('the server runs the console access gate on every operator call (issue 25)', () => {
  it('refuses any other call until the second factor is on, with no message parameters', () => {
    expect(
      refusalOf(operatorAccessInput({ signedInWithSecondFactor: false, callBeforeSetUp: false })),
    ).toEqual({
      code: 'twoFactor.setUpRequired',
      params: {},
      state: 'secondFactorSetUpRequired',
      beforeForm: true,
    })
  })

  it('lets the set-up calls through, and every call once the second factor is on', () => {
    expect(
      refusalOf(operatorAccessInput({ signedInWithSecondFactor: false, callBeforeSetUp: true })),
    ).toBeNull()
    expect(
      refusalOf(operatorAccessInput({ signedInWithSecondFactor: true, callBeforeSetUp: false })),
    ).toBeNull()
  })
})
