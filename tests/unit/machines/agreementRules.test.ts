import { describe, expect, it } from 'vitest'
import { feesForAccountType } from '../../../machines/agreement/accountTypes.ts'
import {
  type AgreementFacts,
  accountTypesOffered,
  agreementGate,
} from '../../../machines/agreement/agreementGate.ts'
import { allowedAgreement } from '../../../machines/agreement/fixtures.ts'
import { checklistOf } from '../../../machines/gate.ts'

// The per-trade fee of spec §9 Agreement terms ("fee 0.1% per trade"), and a stamp duty that the
// account type must leave alone.
const groupFees = { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.0005' }

describe('the fee rates an account type trades at (spec §9 Agreement terms, decision 0035)', () => {
  it('a seat (direct-market-access) account pays the fixed 1 % spread on both sides', () => {
    // spec §9: "Direct-market-access fixed spread 1%" replaces the per-trade fee; nothing else.
    expect(feesForAccountType('dma', groupFees)).toEqual({
      buyFee: '0.01',
      sellFee: '0.01',
      stampDuty: '0.0005',
    })
  })

  it('standard and institutional accounts trade at the group’s own fees', () => {
    // decision 0035: "Standard and institutional trade at the group's fees."
    expect(feesForAccountType('standard', groupFees)).toEqual(groupFees)
    expect(feesForAccountType('institutional', groupFees)).toEqual(groupFees)
  })
})

describe('the account types the investment agreement offers (spec §6, decision 0035)', () => {
  it('institutional only once the operator has set the institution code', () => {
    // decision 0035: institutional is "offered only when the operator has set the account's
    // institution code"; standard and direct market access are always offered.
    expect(accountTypesOffered({ institutionCode: false })).toEqual(['standard', 'dma'])
    expect(accountTypesOffered({ institutionCode: true })).toEqual([
      'standard',
      'institutional',
      'dma',
    ])
  })
})

describe('the agreement’s checklist, every check at once (spec §5 Other)', () => {
  const facts: AgreementFacts = { ...allowedAgreement, idNumberMatches: false, idNumber: '  ' }
  const blocked = (f: AgreementFacts) =>
    checklistOf({ gate: agreementGate, facts: f })
      .filter((item) => item.blocked)
      .map((item) => item.state)

  it('no ID number typed is "missing", not also "another ID number"', () => {
    // A blank ID number cannot be compared with the verified one: only the missing row is open.
    expect(blocked(facts)).toEqual(['idNumberMissing'])
  })

  it('a typed ID number that is not the verified one is the mismatch', () => {
    expect(blocked({ ...facts, idNumber: '12345678Z' })).toEqual(['idNumberMismatch'])
  })
})
