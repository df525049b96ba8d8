import type { PathFixture } from '../registry.ts'
import type { AgreementFacts } from './agreementGate.ts'

/** Facts that pass the agreement gate; each blocking fixture changes one of them. */
const allowed: AgreementFacts = {
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
  gateFixture('the investment agreement, standard account', allowed),
  gateFixture('a seat account applied for', { ...allowed, accountType: 'dma' }),
  gateFixture('the core-member agreement by a core member', {
    ...allowed,
    kind: 'coreMember',
    coreMember: true,
  }),
  gateFixture('real name not verified', { ...allowed, realNamePassed: false }),
  gateFixture('the core-member agreement by another', { ...allowed, kind: 'coreMember' }),
  gateFixture('a seat account already', { ...allowed, accountType: 'dma', currentType: 'dma' }),
  gateFixture('institutional without a code', { ...allowed, accountType: 'institutional' }),
  gateFixture('no ID number', { ...allowed, idNumber: ' ' }),
  gateFixture('another ID number', { ...allowed, idNumberMatches: false }),
  gateFixture('no phone', { ...allowed, phone: 'call me' }),
  gateFixture('no signature', { ...allowed, signed: false }),
]
