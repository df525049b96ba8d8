import type { PathFixture } from '../registry.ts'
import type { AgreementFacts } from './agreementGate.ts'

/** Facts that pass the agreement gate; each blocking fixture changes one of them. */
export const allowedAgreement: AgreementFacts = {
  kind: 'investment',
  realNamePassed: true,
  idNumberMatches: true,
  idNumber: '12345678Z',
  phone: '+34 600 123 456',
  signed: true,
  coreMember: false,
  accountType: 'standard',
  currentType: 'standard',
  institutionCode: false,
}

const gateFixture = (name: string, input: AgreementFacts): PathFixture => ({
  name,
  input,
  events: [],
})

export const agreementGateFixtures: PathFixture[] = [
  gateFixture('the investment agreement, standard account', allowedAgreement),
  gateFixture('a seat account applied for', { ...allowedAgreement, accountType: 'dma' }),
  gateFixture('the core-member agreement by a core member', {
    ...allowedAgreement,
    kind: 'coreMember',
    coreMember: true,
  }),
  gateFixture('real name not verified', { ...allowedAgreement, realNamePassed: false }),
  gateFixture('the core-member agreement by another', { ...allowedAgreement, kind: 'coreMember' }),
  gateFixture('a seat account already', {
    ...allowedAgreement,
    accountType: 'dma',
    currentType: 'dma',
  }),
  gateFixture('institutional without a code', {
    ...allowedAgreement,
    accountType: 'institutional',
  }),
  gateFixture('no ID number', { ...allowedAgreement, idNumber: ' ' }),
  gateFixture('another ID number', { ...allowedAgreement, idNumberMatches: false }),
  gateFixture('no phone', { ...allowedAgreement, phone: 'call me' }),
  gateFixture('no signature', { ...allowedAgreement, signed: false }),
]
