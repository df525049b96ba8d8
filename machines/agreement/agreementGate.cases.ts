import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { PHONE_DIGITS } from '../rules.ts'
import { type AgreementFacts, agreementGate } from './agreementGate.ts'
import { allowedAgreement } from './fixtures.ts'

/**
 * Signing an agreement (spec §2, §5 Other, §6), written from the spec: a verified user signing
 * the investment agreement for a standard account with their ID number, a phone number and a
 * drawn signature; then each rule, with the phone number's digits at their limits.
 */

const base: AgreementFacts = allowedAgreement
const digits = (n: number) => '6'.repeat(n)

export const decisionTables: DecisionTable[] = [
  gateTable('the agreement gate', agreementGate, base, [
    rule(EVERY_RULE, 'spec §5 Other, §6', [
      { name: 'the investment agreement, a standard account', change: {}, expect: 'allowed' },
      {
        name: 'a seat account applied for by a standard one',
        change: { accountType: 'dma' },
        expect: 'allowed',
      },
      {
        name: 'the core-member agreement by a core member',
        change: { kind: 'coreMember', coreMember: true },
        expect: 'allowed',
      },
      {
        name: 'an institutional account with its code',
        change: { accountType: 'institutional', institutionCode: true },
        expect: 'allowed',
      },
      {
        name: 'not verified and not a core member: the real name first',
        change: { realNamePassed: false, kind: 'coreMember' },
        expect: 'notVerified',
      },
      {
        name: 'no ID number, no phone, no signature: the ID number first',
        change: { idNumber: '', phone: '', signed: false },
        expect: 'idNumberMissing',
      },
      {
        name: 'another ID number and no phone: the ID number first',
        change: { idNumberMatches: false, phone: '' },
        expect: 'idNumberMismatch',
      },
      {
        name: 'no phone and no signature: the phone first',
        change: { phone: '', signed: false },
        expect: 'phoneInvalid',
      },
    ]),
    rule('signerNotVerified', 'spec §5 Other', [
      { name: 'real name not verified', change: { realNamePassed: false }, expect: 'notVerified' },
    ]),
    rule('notCoreMember', 'spec §6', [
      {
        name: 'the core-member agreement by another',
        change: { kind: 'coreMember' },
        expect: 'notCoreMember',
      },
      {
        name: 'the investment agreement by a non-member',
        change: { coreMember: false },
        expect: 'allowed',
      },
    ]),
    rule('alreadySeatAccount', 'spec §6', [
      {
        name: 'a seat account applied for by a seat account',
        change: { accountType: 'dma', currentType: 'dma' },
        expect: 'alreadySeat',
      },
      {
        name: 'a seat account applying for a standard one',
        change: { accountType: 'standard', currentType: 'dma' },
        expect: 'allowed',
      },
      {
        name: 'the core-member agreement by a seat account',
        change: { kind: 'coreMember', coreMember: true, accountType: 'dma', currentType: 'dma' },
        expect: 'allowed',
      },
    ]),
    rule('institutionCodeMissing', 'spec §6', [
      {
        name: 'an institutional account without a code',
        change: { accountType: 'institutional' },
        expect: 'institutionCodeMissing',
      },
      {
        name: 'the core-member agreement, institutional, no code',
        change: { kind: 'coreMember', coreMember: true, accountType: 'institutional' },
        expect: 'allowed',
      },
    ]),
    rule('idNumberMissing', 'spec §5 Other', [
      { name: 'no ID number', change: { idNumber: ' ' }, expect: 'idNumberMissing' },
    ]),
    rule('idNumberMismatch', 'spec §5 Other', [
      { name: 'another ID number', change: { idNumberMatches: false }, expect: 'idNumberMismatch' },
    ]),
    rule('contactPhoneInvalid', 'spec §5 Other', [
      ...boundary(
        `phone digits against the fewest, ${PHONE_DIGITS.min}`,
        counts(PHONE_DIGITS.min, 'digit'),
        (n) => ({ phone: digits(n) }),
        { below: 'phoneInvalid', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        `phone digits against the most, ${PHONE_DIGITS.max}`,
        counts(PHONE_DIGITS.max, 'digit'),
        (n) => ({ phone: digits(n) }),
        { below: 'allowed', at: 'allowed', above: 'phoneInvalid' },
      ),
      {
        name: 'a number written with brackets and dashes',
        change: { phone: '(+34) 600-123-456' },
        expect: 'allowed',
      },
      { name: 'words instead of a number', change: { phone: 'call me' }, expect: 'phoneInvalid' },
    ]),
    rule('signatureMissing', 'spec §5 Other', [
      { name: 'no drawn signature', change: { signed: false }, expect: 'signatureMissing' },
    ]),
  ]),
]
