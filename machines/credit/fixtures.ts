import type { PathFixture } from '../registry.ts'
import type { ActivationFacts } from './activation.ts'
import type { BorrowFacts, RepayFacts } from './loanForms.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-11-23T09:00:00Z')

const gateFixture = <F>(name: string, input: F): PathFixture => ({ name, input, events: [] })

const activation: ActivationFacts = {
  activated: false,
  kyc: 'passed',
  lastActivityAt: NOW - DAY,
  now: NOW,
  assets: '2000.00',
  bankCards: 0,
}

export const activationFixtures: PathFixture[] = [
  gateFixture('verified, active, €2,000', activation),
  gateFixture('already active', { ...activation, activated: true }),
  gateFixture('real name under review', { ...activation, kyc: 'underReview' }),
  gateFixture('no activity for 31 days', { ...activation, lastActivityAt: NOW - 31 * DAY }),
  gateFixture('€1,999.99 and no card', { ...activation, assets: '1999.99' }),
  gateFixture('€0 with a card', { ...activation, assets: '0.00', bankCards: 1 }),
]

const borrow: BorrowFacts = {
  activated: true,
  amount: '500',
  owesLoan: false,
  requestPending: false,
  borrowable: '10000.00',
  minLoan: '100.00',
}

export const borrowFixtures: PathFixture[] = [
  gateFixture('500 within the limit', borrow),
  gateFixture('credit not active', { ...borrow, activated: false }),
  gateFixture('no amount', { ...borrow, amount: '' }),
  gateFixture('500.50', { ...borrow, amount: '500.50' }),
  gateFixture('a euro under the smallest loan', { ...borrow, amount: '99' }),
  gateFixture('a loan owed', { ...borrow, owesLoan: true }),
  gateFixture('a request pending', { ...borrow, requestPending: true }),
  gateFixture('10,001 of 10,000', { ...borrow, amount: '10001' }),
]

const repay: RepayFacts = { amount: '100.00', outstanding: '500.00', available: '1000.00' }

export const repayFixtures: PathFixture[] = [
  gateFixture('100 of 500', repay),
  gateFixture('no amount', { ...repay, amount: '0' }),
  gateFixture('more than owed', { ...repay, amount: '500.01' }),
  gateFixture('more than available', { ...repay, amount: '500.00', available: '499.99' }),
]

export const loanFixtures: PathFixture[] = [
  {
    name: 'a loan of 500',
    events: [
      { type: 'loan.submit' },
      { type: 'loan.approve' },
      { type: 'loan.reject', reason: 'Income could not be confirmed.' },
      { type: 'loan.reject', reason: '' },
      { type: 'loan.repay', amount: '500.00', outstanding: '500.00' },
      { type: 'loan.repay', amount: '200.00', outstanding: '500.00' },
      { type: 'loan.repay', amount: '600.00', outstanding: '500.00' },
    ],
  },
]

const standing = (activated: boolean, owesLoan: boolean, requestPending: boolean) => ({
  activated,
  owesLoan,
  requestPending,
})

/** Each fresh rating a borrower can come back with, offered in every mode of the screen. */
const ratings = [
  standing(false, false, false),
  standing(true, false, false),
  standing(true, false, true),
  standing(true, true, false),
].map((s) => ({ type: 'rating.loaded', standing: s }))

export const creditScreenFixtures: PathFixture[] = [
  { name: 'credit not yet active', input: standing(false, false, false), events: ratings },
  { name: 'a loan owed', input: standing(true, true, false), events: ratings },
]
