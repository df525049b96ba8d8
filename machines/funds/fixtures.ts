import type { PathFixture } from '../registry.ts'
import { DEFAULT_DEPOSIT_WINDOW, DEFAULT_WITHDRAW_WINDOW } from '../rules.ts'
import type { DepositFacts } from './deposit.ts'
import type { ExchangeFacts } from './exchange.ts'
import type { WithdrawalRequestFacts } from './withdrawal.ts'
import type { WithdrawalFacts } from './withdrawalGate.ts'

/** Monday 2026-11-23, 10:00 in Madrid: inside every default window. */
const MONDAY_10 = Date.parse('2026-11-23T09:00:00Z')
/** Saturday 2026-11-21, 10:00 in Madrid: not a trading day. */
const SATURDAY_10 = Date.parse('2026-11-21T09:00:00Z')

/** Facts that pass the withdrawal gate; each blocking fixture changes one of them. */
export const allowedWithdrawal: WithdrawalFacts = {
  noWithdraw: false,
  fundPasswordSet: true,
  boundMethods: 1,
  kyc: 'passed',
  openPositions: 0,
  creditScore: 100,
  minCreditScore: 60,
  now: MONDAY_10,
  window: DEFAULT_WITHDRAW_WINDOW,
  market: 'Spain',
}

const gateFixture = <F>(name: string, input: F): PathFixture => ({ name, input, events: [] })

export const withdrawalGateFixtures: PathFixture[] = [
  gateFixture('everything in place', allowedWithdrawal),
  gateFixture('barred from withdrawing', { ...allowedWithdrawal, noWithdraw: true }),
  gateFixture('no fund password', { ...allowedWithdrawal, fundPasswordSet: false }),
  gateFixture('no card bound', { ...allowedWithdrawal, boundMethods: 0 }),
  gateFixture('real name under review', { ...allowedWithdrawal, kyc: 'underReview' }),
  gateFixture('real name rejected', { ...allowedWithdrawal, kyc: 'rejected' }),
  gateFixture('a position open', { ...allowedWithdrawal, openPositions: 1 }),
  gateFixture('credit score 59 of 60', { ...allowedWithdrawal, creditScore: 59 }),
  gateFixture('Saturday', { ...allowedWithdrawal, now: SATURDAY_10 }),
]

const allowedRequest: WithdrawalRequestFacts = {
  currency: 'EUR',
  amount: '100.00',
  min: '100.00',
  max: '50000.00',
  methodChosen: true,
  fundPasswordGiven: true,
  available: '1000.00',
  fundPasswordLocked: false,
  fundPasswordWrong: false,
}

export const withdrawalRequestFixtures: PathFixture[] = [
  gateFixture('100 to a card', allowedRequest),
  gateFixture('no amount', { ...allowedRequest, amount: '' }),
  gateFixture('no card chosen', { ...allowedRequest, methodChosen: false }),
  gateFixture('no fund password', { ...allowedRequest, fundPasswordGiven: false }),
  gateFixture('99.99 to a card', { ...allowedRequest, amount: '99.99' }),
  gateFixture('10,000 won to a card', {
    ...allowedRequest,
    currency: 'KRW',
    amount: '10000',
    min: '10000',
    available: '25000',
  }),
  gateFixture('won with cents', {
    ...allowedRequest,
    currency: 'KRW',
    amount: '10000.50',
    min: '10000',
    available: '25000',
  }),
  gateFixture('above the maximum', { ...allowedRequest, amount: '50000.01' }),
  gateFixture('more than available', { ...allowedRequest, amount: '1000.01' }),
  gateFixture('password paused', { ...allowedRequest, fundPasswordLocked: true }),
  gateFixture('wrong password', { ...allowedRequest, fundPasswordWrong: true }),
]

const allowedDeposit: DepositFacts = {
  amount: '500.00',
  min: '100.00',
  max: '100000.00',
  proofUploaded: true,
  pendingDeposit: false,
  now: MONDAY_10,
  window: DEFAULT_DEPOSIT_WINDOW,
  privateChannel: false,
}

export const depositGateFixtures: PathFixture[] = [
  gateFixture('500 with proof', allowedDeposit),
  gateFixture('at 23:00', { ...allowedDeposit, now: Date.parse('2026-11-23T22:00:00Z') }),
  gateFixture('one already pending', { ...allowedDeposit, pendingDeposit: true }),
  gateFixture('a private channel, its password and key', {
    ...allowedDeposit,
    privateChannel: true,
    channelPasswordCorrect: true,
    secretKeyMatches: true,
  }),
  gateFixture('a private channel, a wrong password', {
    ...allowedDeposit,
    privateChannel: true,
    channelPasswordCorrect: false,
    secretKeyMatches: true,
  }),
  gateFixture('a private channel, another key', {
    ...allowedDeposit,
    privateChannel: true,
    channelPasswordCorrect: true,
    secretKeyMatches: false,
  }),
  gateFixture('no amount', { ...allowedDeposit, amount: 'abc' }),
  gateFixture('no proof', { ...allowedDeposit, proofUploaded: false }),
  gateFixture('below the minimum', { ...allowedDeposit, amount: '99.99' }),
  gateFixture('above the maximum', { ...allowedDeposit, amount: '100000.01' }),
]

const allowedExchange: ExchangeFacts = {
  from: 'EUR',
  to: 'USD',
  amount: '100.00',
  ratesKnown: true,
  available: '1000.00',
}

export const exchangeGateFixtures: PathFixture[] = [
  gateFixture('100 EUR to USD', allowedExchange),
  gateFixture('no amount', { ...allowedExchange, amount: '' }),
  gateFixture('EUR to EUR', { ...allowedExchange, to: 'EUR' }),
  gateFixture('no rate', { ...allowedExchange, ratesKnown: false }),
  gateFixture('yen with cents', { ...allowedExchange, from: 'JPY', amount: '500.50' }),
  gateFixture('more than available', { ...allowedExchange, amount: '1000.01' }),
]

const reviewEvents = (prefix: string) => [
  { type: `${prefix}.approve` },
  { type: `${prefix}.reject`, reason: 'The proof does not show the transfer.' },
  { type: `${prefix}.reject`, reason: ' ' },
]

export const depositFixtures: PathFixture[] = [
  { name: 'a deposit under review', events: reviewEvents('deposit') },
]

export const withdrawalFixtures: PathFixture[] = [
  {
    name: 'a withdrawal under review',
    events: [...reviewEvents('withdrawal'), { type: 'withdrawal.pay' }],
  },
  {
    name: 'approved, then its transfer fails to start',
    events: [
      { type: 'withdrawal.approve' },
      { type: 'withdrawal.reject', reason: 'The bank refused the account number.' },
    ],
  },
]

/** A complete real-name submission of an adult; each fixture and test changes one part. */
export const sampleKycSubmission = {
  name: 'Ana García',
  idNumber: '12345678Z',
  dateOfBirth: '1990-05-17',
  today: '2026-11-23',
  front: true,
  back: true,
}

export const kycFixtures: PathFixture[] = [
  {
    name: 'a user verifying their real name',
    events: [
      { type: 'kyc.submit', submission: sampleKycSubmission },
      { type: 'kyc.submit', submission: { ...sampleKycSubmission, back: false } },
      ...reviewEvents('kyc'),
    ],
  },
]

export const kycFormFixtures: PathFixture[] = [
  gateFixture('name, ID number and both photos', sampleKycSubmission),
  gateFixture('no back photo', { ...sampleKycSubmission, back: false }),
  gateFixture('no date of birth', { ...sampleKycSubmission, dateOfBirth: '' }),
  gateFixture('13 years old', { ...sampleKycSubmission, dateOfBirth: '2013-11-24' }),
  gateFixture('17 years old, 18 tomorrow', { ...sampleKycSubmission, dateOfBirth: '2008-11-24' }),
  gateFixture('18 today', { ...sampleKycSubmission, dateOfBirth: '2008-11-23' }),
]

const fundPassword = { password: '135790', password2: '135790', loginPasswordCorrect: true }
export const fundPasswordFixtures: PathFixture[] = [
  gateFixture('six digits twice', fundPassword),
  gateFixture('five digits', { ...fundPassword, password: '13579', password2: '13579' }),
  gateFixture('different', { ...fundPassword, password2: '135791' }),
  gateFixture('wrong login password', { ...fundPassword, loginPasswordCorrect: false }),
]

const loginPassword = {
  password: 'new horse battery',
  password2: 'new horse battery',
  loginPasswordCorrect: true,
}
export const loginPasswordFixtures: PathFixture[] = [
  gateFixture('a good new password', loginPassword),
  gateFixture('too short', { ...loginPassword, password: 'short', password2: 'short' }),
  gateFixture('different', { ...loginPassword, password2: 'other horse' }),
  gateFixture('wrong original', { ...loginPassword, loginPasswordCorrect: false }),
]

const card = {
  holder: 'Ana García',
  first4: '4000',
  last12: '123412341234',
  bankName: 'Banco Ejemplo',
  branchName: 'Madrid Centro',
  bankCode: 'BEXAESMM',
  cardExists: false,
}
export const bankCardFixtures: PathFixture[] = [
  gateFixture('a new card', card),
  gateFixture('no branch', { ...card, branchName: ' ' }),
  gateFixture('11 last digits', { ...card, last12: '12341234123' }),
  gateFixture('already bound', { ...card, cardExists: true }),
]

const wallet = {
  network: 'ERC20',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  walletExists: false,
}
export const walletFixtures: PathFixture[] = [
  gateFixture('an Ethereum address', wallet),
  gateFixture('a Tron address on Ethereum', {
    ...wallet,
    address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
  }),
  gateFixture('already bound', { ...wallet, walletExists: true }),
]
