import { describe, expect, it } from 'vitest'
import { secondFactorInput } from '../../../machines/account/twoFactor.ts'
import { refusalOf } from '../../../machines/gate.ts'

// decision 0050, issue 25: once two-factor sign-in is on, a login or a sensitive action asks the
// code; the server runs the second-factor gate on what secondFactorInput gives it.
describe('the second factor an action asks for, as the server runs it (issue 25, decision 0050)', () => {
  it('on, no code: refused as missing, with no message parameters', () => {
    expect(refusalOf(secondFactorInput({ enabled: true, code: '' }))).toEqual({
      code: 'twoFactor.required',
      params: {},
      state: 'codeMissing',
      beforeForm: false,
    })
  })
  it('on, a code of letters: refused as malformed', () => {
    expect(refusalOf(secondFactorInput({ enabled: true, code: 'abcdef' }))?.code).toBe(
      'twoFactor.codeInvalid',
    )
  })
  it('off: nothing is asked', () => {
    expect(refusalOf(secondFactorInput({ enabled: false, code: '' }))).toBeNull()
  })
})
