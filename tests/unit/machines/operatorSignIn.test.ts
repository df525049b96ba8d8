import { describe, expect, it } from 'vitest'
import {
  operatorLoginAsksCode,
  operatorLoginRefusalShown,
} from '../../../machines/backOffice/operatorSignIn.ts'

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
