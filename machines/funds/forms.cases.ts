import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { FUND_PASSWORD_DIGITS, PASSWORD_MIN_LENGTH } from '../rules.ts'
import {
  type BankCardFacts,
  bankCardGate,
  type FundPasswordFacts,
  fundPasswordGate,
  type LoginPasswordFacts,
  loginPasswordGate,
  type WalletFacts,
  walletGate,
} from './forms.ts'

/**
 * The account's money forms (spec §2 Fund password and Login password change, §3 Bank card and
 * Wallet, §5 Bank cards, §8 Funds), written from the spec: each form filled in right, then each
 * rule, with the lengths of a fund password, a password, a card number and an address at their
 * limits.
 */

const fundPassword: FundPasswordFacts = {
  password: '482913',
  password2: '482913',
  loginPasswordCorrect: true,
}
const loginPassword: LoginPasswordFacts = {
  password: 'correct-horse',
  password2: 'correct-horse',
  loginPasswordCorrect: true,
}
const card: BankCardFacts = {
  holder: 'Ana García',
  first4: '4000',
  last12: '123412341234',
  bankName: 'Banco Ejemplo',
  branchName: 'Madrid Centro',
  bankCode: '0049',
  cardExists: false,
}
const ERC20 = `0x${'a1'.repeat(20)}`
const TRC20 = `T${'9'.repeat(33)}`
const wallet: WalletFacts = { network: 'ERC20', address: ERC20, walletExists: false }
const digits = (n: number) => '7'.repeat(n)

export const decisionTables: DecisionTable[] = [
  gateTable('the fund password form', fundPasswordGate, fundPassword, [
    rule(EVERY_RULE, 'spec §2 Fund password, §8 Funds', [
      { name: 'six digits twice, the login password right', change: {}, expect: 'allowed' },
      {
        name: 'five digits, differing, the login password wrong: the format first',
        change: { password: '12345', password2: '54321', loginPasswordCorrect: false },
        expect: 'malformed',
      },
      {
        name: 'differing and the login password wrong: the entries first',
        change: { password2: '482914', loginPasswordCorrect: false },
        expect: 'differ',
      },
    ]),
    rule('fundPasswordMalformed', 'not in the spec (rules.ts FUND_PASSWORD)', [
      ...boundary(
        `a fund password against its ${FUND_PASSWORD_DIGITS} digits`,
        counts(FUND_PASSWORD_DIGITS, 'digit'),
        (n) => ({ password: digits(n), password2: digits(n) }),
        { below: 'malformed', at: 'allowed', above: 'malformed' },
      ),
      {
        name: 'six letters',
        change: { password: 'abcdef', password2: 'abcdef' },
        expect: 'malformed',
      },
    ]),
    rule('fundPasswordsDiffer', 'spec §5 Registration and login', [
      { name: 'the second entry differs', change: { password2: '482914' }, expect: 'differ' },
    ]),
    rule('loginPasswordWrong', 'spec §8 Funds', [
      {
        name: 'the login password wrong',
        change: { loginPasswordCorrect: false },
        expect: 'loginPasswordWrong',
      },
      {
        name: 'the login password not checked',
        change: { loginPasswordCorrect: undefined },
        expect: 'loginPasswordWrong',
      },
    ]),
  ]),
  gateTable('the login password form', loginPasswordGate, loginPassword, [
    rule(EVERY_RULE, 'spec §2 Login password change, §8 Funds', [
      { name: 'a long enough password twice, the original right', change: {}, expect: 'allowed' },
      {
        name: 'too short and differing: the length first',
        change: { password: 'short', password2: 'other' },
        expect: 'tooShort',
      },
      {
        name: 'differing and the original wrong: the entries first',
        change: { password2: 'correct-horsf', loginPasswordCorrect: false },
        expect: 'differ',
      },
    ]),
    rule('newPasswordTooShort', 'not in the spec (OWASP ASVS 2.1.1)', [
      ...boundary(
        `a new password against the shortest, ${PASSWORD_MIN_LENGTH} characters`,
        counts(PASSWORD_MIN_LENGTH, 'character'),
        (n) => ({ password: 'p'.repeat(n), password2: 'p'.repeat(n) }),
        { below: 'tooShort', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('newPasswordsDiffer', 'spec §5 Registration and login', [
      {
        name: 'the second entry differs',
        change: { password2: 'correct-horsf' },
        expect: 'differ',
      },
    ]),
    rule('loginPasswordWrong', 'spec §8 Funds', [
      {
        name: 'the original password wrong',
        change: { loginPasswordCorrect: false },
        expect: 'originalWrong',
      },
    ]),
  ]),
  gateTable('the bank card form', bankCardGate, card, [
    rule(EVERY_RULE, 'spec §3 Bank card, §5 Bank cards', [
      { name: 'every field, 4 + 12 digits, a new card', change: {}, expect: 'allowed' },
      {
        name: 'no holder and a short number: the fields first',
        change: { holder: '', first4: '400' },
        expect: 'fieldMissing',
      },
      {
        name: 'a short number of a known card: the number first',
        change: { last12: '1234', cardExists: true },
        expect: 'numberMalformed',
      },
    ]),
    rule('cardFieldMissing', 'spec §3 Bank card', [
      { name: 'no holder', change: { holder: '' }, expect: 'fieldMissing' },
      { name: 'no bank name', change: { bankName: ' ' }, expect: 'fieldMissing' },
      { name: 'no branch', change: { branchName: '' }, expect: 'fieldMissing' },
      { name: 'no bank code', change: { bankCode: '' }, expect: 'fieldMissing' },
    ]),
    rule('cardNumberMalformed', 'spec §3 Bank card', [
      ...boundary(
        'the first part against its 4 digits',
        counts(4, 'digit'),
        (n) => ({ first4: digits(n) }),
        {
          below: 'numberMalformed',
          at: 'allowed',
          above: 'numberMalformed',
        },
      ),
      ...boundary(
        'the last part against its 12 digits',
        counts(12, 'digit'),
        (n) => ({ last12: digits(n) }),
        {
          below: 'numberMalformed',
          at: 'allowed',
          above: 'numberMalformed',
        },
      ),
      {
        name: 'a letter in the number',
        change: { last12: '12341234123X' },
        expect: 'numberMalformed',
      },
    ]),
    rule('cardAlreadyExists', 'spec §5 Bank cards', [
      { name: 'a card already bound', change: { cardExists: true }, expect: 'exists' },
      {
        name: 'the screen, which cannot know',
        change: { cardExists: undefined },
        expect: 'allowed',
      },
    ]),
  ]),
  gateTable('the wallet form', walletGate, wallet, [
    rule(EVERY_RULE, 'spec §3 Wallet', [
      { name: 'an Ethereum address on ERC20', change: {}, expect: 'allowed' },
      {
        name: 'a Tron address on TRC20',
        change: { network: 'TRC20', address: TRC20 },
        expect: 'allowed',
      },
      {
        name: 'a Tron address on ERC20, already bound: the address first',
        change: { address: TRC20, walletExists: true },
        expect: 'addressMalformed',
      },
    ]),
    rule('addressMalformed', 'spec §3 Wallet', [
      ...boundary(
        'an ERC20 address against its 40 hex digits',
        counts(40, 'hex digit'),
        (n) => ({ address: `0x${'b'.repeat(n)}` }),
        { below: 'addressMalformed', at: 'allowed', above: 'addressMalformed' },
      ),
      ...boundary(
        'a TRC20 address against its 33 characters after T',
        counts(33, 'character'),
        (n) => ({ network: 'TRC20' as const, address: `T${'9'.repeat(n)}` }),
        { below: 'addressMalformed', at: 'allowed', above: 'addressMalformed' },
      ),
      {
        name: 'an Ethereum address on TRC20',
        change: { network: 'TRC20' },
        expect: 'addressMalformed',
      },
      {
        name: 'a TRC20 address with a 0, not in base58',
        change: { network: 'TRC20', address: `T0${'9'.repeat(32)}` },
        expect: 'addressMalformed',
      },
      {
        name: 'an ERC20 address without 0x',
        change: { address: 'a1'.repeat(21) },
        expect: 'addressMalformed',
      },
      {
        name: 'an address with spaces around',
        change: { address: ` ${ERC20} ` },
        expect: 'allowed',
      },
    ]),
    rule('walletAlreadyExists', 'spec §5 Bank cards (and wallets)', [
      { name: 'an address already bound', change: { walletExists: true }, expect: 'exists' },
    ]),
  ]),
]
