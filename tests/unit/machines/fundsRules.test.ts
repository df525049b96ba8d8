import { describe, expect, it } from 'vitest'
import {
  bankCardInput,
  fundPasswordInput,
  kycSubmissionInput,
  kycSubmissionOf,
  loginPasswordInput,
  walletInput,
} from '../../../machines/account/calls.ts'
import { cardLabel, maskCard, walletLabel } from '../../../machines/account/payoutMethods.ts'
import { depositInput, withdrawalGateInput } from '../../../machines/funds/calls.ts'
import { depositGate, depositMachine } from '../../../machines/funds/deposit.ts'
import { convertAmount, exchangeGate, isRate } from '../../../machines/funds/exchange.ts'
import {
  allowedWithdrawal,
  bankCardFixtures,
  depositGateFixtures,
  exchangeGateFixtures,
  fundPasswordFixtures,
  kycFormFixtures,
  loginPasswordFixtures,
  walletFixtures,
  withdrawalGateFixtures,
  withdrawalRequestFixtures,
} from '../../../machines/funds/fixtures.ts'
import {
  bankCardGate,
  firstEmptyCardField,
  fundPasswordGate,
  loginPasswordGate,
  walletGate,
} from '../../../machines/funds/forms.ts'
import {
  isKycVerified,
  kycEntryRefusal,
  kycFormGate,
  kycMachine,
  kycTakesSubmission,
} from '../../../machines/funds/kyc.ts'
import {
  isFundsWindow,
  isWithinWindow,
  nextOpening,
  windowRange,
} from '../../../machines/funds/window.ts'
import { withdrawalMachine, withdrawalRequestGate } from '../../../machines/funds/withdrawal.ts'
import {
  type KycStatus,
  payoutMethodOf,
  WITHDRAWAL_REMEDY,
  WITHDRAWAL_UNDER_WAY,
  withdrawalChecklistRows,
  withdrawalGate,
  withdrawalRowListsPositions,
} from '../../../machines/funds/withdrawalGate.ts'
import { checklistOf, evaluateGate, refusalOf } from '../../../machines/gate.ts'
import { lifecycleStep } from '../../../machines/lifecycle.ts'
import { DEFAULT_DEPOSIT_WINDOW, DEFAULT_WITHDRAW_WINDOW } from '../../../machines/rules.ts'

/** Each fixture but the first changes one fact; the gate must block on exactly that one. */
function gateCases(
  gate: Parameters<typeof evaluateGate>[0],
  fixtures: { name: string; input?: unknown }[],
  expected: (string | null)[],
) {
  fixtures.forEach((fixture, i) => {
    it(`${fixture.name} → ${expected[i] ?? 'allowed'}`, () => {
      const verdict = evaluateGate(gate, fixture.input as object)
      if (expected[i] === null) expect(verdict).toEqual({ allowed: true })
      else expect(verdict).toMatchObject({ allowed: false, state: expected[i] })
    })
  })
}

describe('withdrawal gate (spec §5 Withdrawal, §6, §9)', () => {
  gateCases(withdrawalGate, withdrawalGateFixtures, [
    null,
    'barred',
    'fundPasswordMissing',
    'noMethod',
    'realNameMissing',
    'realNameRejected',
    'positionsOpen',
    'creditTooLow',
    'outsideHours',
  ])

  it('blocks in the order the app walks the user through', () => {
    const nothing = {
      ...allowedWithdrawal,
      noWithdraw: true,
      fundPasswordSet: false,
      boundMethods: 0,
      kyc: 'notSubmitted' as KycStatus,
      openPositions: 2,
      creditScore: 0,
      now: Date.parse('2026-11-21T09:00:00Z'),
    }
    const order: string[] = []
    let facts = nothing
    const clear: Record<string, Partial<typeof nothing>> = {
      barred: { noWithdraw: false },
      fundPasswordMissing: { fundPasswordSet: true },
      noMethod: { boundMethods: 1 },
      realNameMissing: { kyc: 'passed' },
      positionsOpen: { openPositions: 0 },
      creditTooLow: { creditScore: 60 },
      outsideHours: { now: allowedWithdrawal.now },
    }
    for (;;) {
      const verdict = evaluateGate(withdrawalGate, facts)
      if (verdict.allowed) break
      order.push(verdict.state)
      facts = { ...facts, ...clear[verdict.state] }
    }
    expect(order).toEqual(Object.keys(clear))
  })

  it('a credit score equal to the minimum is enough', () => {
    expect(evaluateGate(withdrawalGate, { ...allowedWithdrawal, creditScore: 60 }).allowed).toBe(
      true,
    )
  })

  it('names the screen that clears each blocker it can', () => {
    expect(WITHDRAWAL_REMEDY.fundPasswordMissing?.('Spain')).toBe('/information/fundPass')
    expect(WITHDRAWAL_REMEDY.noMethod?.('Spain')).toBe('/information/addBankCard')
    expect(WITHDRAWAL_REMEDY.noMethod?.('usdc')).toBe('/information/usdtAddress')
    expect(WITHDRAWAL_REMEDY.realNameMissing?.('usd')).toBe('/information/authInfo')
    expect(WITHDRAWAL_REMEDY.outsideHours).toBeUndefined()
  })
})

describe('withdrawal form (spec §5 Withdrawal, §8 Funds)', () => {
  gateCases(withdrawalRequestGate, withdrawalRequestFixtures, [
    null,
    'amountMissing',
    'methodMissing',
    'passwordMissing',
    'belowMin',
    null,
    'wholeUnits',
    'aboveMax',
    'insufficient',
    'passwordLocked',
    'passwordWrong',
  ])
  it('takes exactly the minimum and exactly the balance', () => {
    const facts = withdrawalRequestFixtures[0]!.input as Record<string, unknown>
    expect(evaluateGate(withdrawalRequestGate, { ...facts, amount: '100' }).allowed).toBe(true)
    expect(evaluateGate(withdrawalRequestGate, { ...facts, amount: '1000.00' }).allowed).toBe(true)
    expect(evaluateGate(withdrawalRequestGate, { ...facts, amount: '-5' })).toMatchObject({
      state: 'amountMissing',
    })
    expect(evaluateGate(withdrawalRequestGate, { ...facts, amount: '1.001' })).toMatchObject({
      state: 'amountMissing',
    })
  })
})

describe('deposit request (spec §5 Deposit, §8, §9)', () => {
  gateCases(depositGate, depositGateFixtures, [
    null,
    'outsideHours',
    'alreadyPending',
    null,
    'channelPasswordWrong',
    'secretKeyMismatch',
    'amountMissing',
    'proofMissing',
    'belowMin',
    'aboveMax',
  ])
})

describe('exchange (spec §5 Exchange)', () => {
  gateCases(exchangeGate, exchangeGateFixtures, [
    null,
    'amountMissing',
    'sameCurrency',
    'rateMissing',
    'wholeUnits',
    'insufficient',
  ])
  it('converts through the dollar rates, rounding down to the cent', () => {
    expect(convertAmount('100.00', '1.08', '1')).toBe('108.00')
    expect(convertAmount('100.00', '1', '1.08')).toBe('92.59')
    expect(convertAmount('0.01', '0.0068', '1')).toBe('0.00')
    expect(convertAmount('1000.00', '0.00068', '0.0068')).toBe('100.00')
  })
  it('into the yen, the won and the dong, rounds down to a whole unit (issue 21)', () => {
    expect(convertAmount('10.00', '1.16', '0.00068', 'KRW')).toBe('17058.00')
    expect(convertAmount('10.00', '1.16', '0.00068')).toBe('17058.82')
    expect(convertAmount('1.00', '1', '0.0064', 'JPY')).toBe('156.00')
    expect(convertAmount('0.01', '1', '0.0064', 'JPY')).toBe('1.00')
    expect(convertAmount('0.01', '1', '0.0000379', 'VND')).toBe('263.00')
    expect(convertAmount('100.00', '1', '1.16', 'EUR')).toBe('86.20')
  })
  it('reads rates with up to 8 places and refuses zero', () => {
    expect(isRate('1.08')).toBe(true)
    expect(isRate('0.00068')).toBe(true)
    expect(isRate('0')).toBe(false)
    expect(isRate('0.000000001')).toBe(false)
    expect(isRate('-1')).toBe(false)
  })
})

describe('funds windows on Madrid time (spec §9)', () => {
  const madrid = (iso: string) => Date.parse(iso)
  it('withdrawals 09:00-17:30 on trading days, to the minute', () => {
    const w = DEFAULT_WITHDRAW_WINDOW
    expect(isWithinWindow(w, madrid('2026-11-23T08:59:59+01:00'))).toBe(false)
    expect(isWithinWindow(w, madrid('2026-11-23T09:00:00+01:00'))).toBe(true)
    expect(isWithinWindow(w, madrid('2026-11-23T17:29:59+01:00'))).toBe(true)
    expect(isWithinWindow(w, madrid('2026-11-23T17:30:00+01:00'))).toBe(false)
    expect(isWithinWindow(w, madrid('2026-11-21T10:00:00+01:00'))).toBe(false) // Saturday
    expect(isWithinWindow(w, madrid('2026-12-25T10:00:00+01:00'))).toBe(false) // Christmas
  })
  it('says when closed hours open next, skipping days that do not trade (issue 18)', () => {
    const w = DEFAULT_WITHDRAW_WINDOW
    // Friday evening → Monday 09:00 in Madrid.
    expect(nextOpening(w, madrid('2026-11-20T18:00:00+01:00'))).toBe(
      madrid('2026-11-23T09:00:00+01:00'),
    )
    // Christmas Eve after hours → 28 December (the 25th is a holiday, then a weekend).
    expect(nextOpening(w, madrid('2026-12-24T18:00:00+01:00'))).toBe(
      madrid('2026-12-28T09:00:00+01:00'),
    )
    // Before the opening, the same day.
    expect(nextOpening(DEFAULT_DEPOSIT_WINDOW, madrid('2026-11-21T07:00:00+01:00'))).toBe(
      madrid('2026-11-21T08:30:00+01:00'),
    )
  })
  it('deposits 08:30-22:00 every day', () => {
    const w = DEFAULT_DEPOSIT_WINDOW
    expect(isWithinWindow(w, madrid('2026-11-21T08:30:00+01:00'))).toBe(true)
    expect(isWithinWindow(w, madrid('2026-11-21T22:00:00+01:00'))).toBe(false)
  })
  it('the older reading runs to midnight', () => {
    const w = { open: '09:30', close: '24:00', tradingDaysOnly: false }
    expect(isFundsWindow(w)).toBe(true)
    expect(isWithinWindow(w, madrid('2026-11-21T23:59:59+01:00'))).toBe(true)
    expect(isWithinWindow(w, madrid('2026-11-21T09:29:00+01:00'))).toBe(false)
  })
  it('formats the range for messages and refuses bad windows', () => {
    expect(windowRange(DEFAULT_WITHDRAW_WINDOW)).toBe('09:00:00-17:30:00')
    expect(isFundsWindow({ open: '18:00', close: '09:00', tradingDaysOnly: false })).toBe(false)
    expect(isFundsWindow({ open: '9:00', close: '17:00', tradingDaysOnly: false })).toBe(false)
  })
})

describe('review lifecycles refuse what their state does not take', () => {
  it('a deposit is decided once', () => {
    expect(
      lifecycleStep(
        depositMachine,
        'pendingReview',
        {},
        { type: 'deposit.approve' },
        'review.alreadyDecided',
      ),
    ).toEqual({ ok: true, state: 'credited' })
    expect(
      lifecycleStep(
        depositMachine,
        'credited',
        {},
        { type: 'deposit.reject', reason: 'x' },
        'review.alreadyDecided',
      ),
    ).toEqual({ ok: false, code: 'review.alreadyDecided' })
  })
  it('a rejection needs a reason', () => {
    const bare = { type: 'withdrawal.reject', reason: '  ' }
    expect(
      lifecycleStep(withdrawalMachine, 'pendingReview', {}, bare, 'review.reasonRequired'),
    ).toEqual({ ok: false, code: 'review.reasonRequired' })
  })
  it('a withdrawal is paid only after approval', () => {
    expect(
      lifecycleStep(
        withdrawalMachine,
        'pendingReview',
        {},
        { type: 'withdrawal.pay' },
        'review.alreadyDecided',
      ).ok,
    ).toBe(false)
    expect(
      lifecycleStep(
        withdrawalMachine,
        'approved',
        {},
        { type: 'withdrawal.pay' },
        'review.alreadyDecided',
      ),
    ).toEqual({ ok: true, state: 'paid' })
  })
  it('real name: complete submissions only, once verified never again', () => {
    const submission = {
      name: 'Ana',
      idNumber: 'X1',
      dateOfBirth: '1990-05-17',
      today: '2026-11-23',
      front: true,
      back: true,
    }
    const submit = (state: string, s = submission) =>
      lifecycleStep(kycMachine, state, {}, { type: 'kyc.submit', submission: s }, 'kyc.incomplete')
    expect(submit('notSubmitted')).toEqual({ ok: true, state: 'underReview' })
    expect(submit('rejected')).toEqual({ ok: true, state: 'underReview' })
    expect(submit('notSubmitted', { ...submission, name: ' ' })).toEqual({
      ok: false,
      code: 'kyc.incomplete',
    })
    expect(submit('underReview')).toEqual({ ok: false, code: 'kyc.underReview' })
    expect(submit('passed')).toEqual({ ok: false, code: 'kyc.alreadyVerified' })
  })
})

describe('money forms', () => {
  gateCases(fundPasswordGate, fundPasswordFixtures, [
    null,
    'malformed',
    'differ',
    'loginPasswordWrong',
  ])
  gateCases(loginPasswordGate, loginPasswordFixtures, [null, 'tooShort', 'differ', 'originalWrong'])
  gateCases(bankCardGate, bankCardFixtures, [null, 'fieldMissing', 'numberMalformed', 'exists'])
  gateCases(walletGate, walletFixtures, [null, 'addressMalformed', 'exists'])
  it('a Tron address passes on Tron, an Ethereum one on Ethereum only', () => {
    const tron = {
      network: 'TRC20',
      address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH',
      walletExists: false,
    } as const
    expect(evaluateGate(walletGate, tron).allowed).toBe(true)
    expect(evaluateGate(walletGate, { ...tron, address: `${tron.address}x` }).allowed).toBe(false)
  })
  it('names the first empty card field', () => {
    const card = bankCardFixtures[0]!.input as Parameters<typeof firstEmptyCardField>[0]
    expect(firstEmptyCardField(card)).toBeNull()
    expect(firstEmptyCardField({ ...card, bankCode: '' })).toBe('bankCode')
  })
  gateCases(kycFormGate, kycFormFixtures, [
    null,
    'incomplete',
    'dateOfBirthInvalid',
    'guardianRequired',
    'underAge',
    null,
  ])
})

describe('the form contracts: one gate input for the screen and the server', () => {
  const card = {
    holder: 'Ana García',
    first4: '4000',
    last12: '123412341234',
    bankName: 'Banco Ejemplo',
    branchName: 'Madrid Centro',
    bankCode: 'BEXAESMM',
  }
  const ethereum = {
    type: 'ERC20',
    address: ' 0x52908400098527886E0F7030069857D2E4169EE7 ',
  } as const

  it('the screen skips what only the server knows; the server decides it, failing closed', () => {
    const twice = { password: '135790', password2: '135790' }
    expect(refusalOf(fundPasswordInput(twice), 'client')).toBeNull()
    expect(refusalOf(fundPasswordInput(twice), 'server')?.state).toBe('loginPasswordWrong')
    expect(refusalOf(fundPasswordInput(twice, { loginPasswordCorrect: true }))).toBeNull()
    const fresh = { password: 'new horse battery', password2: 'new horse battery' }
    expect(refusalOf(loginPasswordInput(fresh), 'client')).toBeNull()
    expect(refusalOf(loginPasswordInput(fresh, { loginPasswordCorrect: false }))?.code).toBe(
      'auth.oldPasswordWrong',
    )
    expect(refusalOf(bankCardInput(card), 'client')).toBeNull()
    expect(refusalOf(bankCardInput(card, { cardExists: true }))?.code).toBe('funds.cardExists')
    expect(refusalOf(walletInput(ethereum), 'client')).toBeNull()
    expect(refusalOf(walletInput(ethereum, { walletExists: true }))?.code).toBe(
      'funds.walletExists',
    )
  })

  it('carries the message parameters of each blocked state', () => {
    expect(refusalOf(fundPasswordInput({ password: '12', password2: '12' }), 'client')).toEqual({
      code: 'funds.fundPasswordFormat',
      params: { count: '6' },
      state: 'malformed',
      beforeForm: false,
    })
    expect(
      refusalOf(loginPasswordInput({ password: 'short', password2: 'short' }), 'client')?.params,
    ).toEqual({ count: '8' })
    expect(refusalOf(bankCardInput({ ...card, branchName: ' ' }), 'client')?.params).toEqual({
      field: 'branchName',
    })
  })

  it('lists every withdrawal requirement at once, the first blocked one being the gate verdict', () => {
    const facts = {
      ...allowedWithdrawal,
      fundPasswordSet: false,
      kyc: 'underReview' as const,
    }
    const items = checklistOf(withdrawalGateInput(facts), 'client')
    expect(items.filter((i) => i.blocked).map((i) => i.state)).toEqual([
      'fundPasswordMissing',
      'realNameMissing',
    ])
    expect(items.find((i) => i.blocked)?.state).toBe(
      refusalOf(withdrawalGateInput(facts), 'client')?.state,
    )
    expect(WITHDRAWAL_UNDER_WAY.realNameMissing?.(facts)).toBe(true)
    expect(WITHDRAWAL_UNDER_WAY.realNameMissing?.({ ...facts, kyc: 'rejected' })).toBe(false)
  })

  it('says a rejected real name in the real-name row (spec §8 Funds: real-name info rejected)', () => {
    const rejected = { ...allowedWithdrawal, kyc: 'rejected' as const }
    expect(refusalOf(withdrawalGateInput(rejected))?.code).toBe('kyc.rejected')
    const rows = withdrawalChecklistRows(checklistOf(withdrawalGateInput(rejected), 'client'))
    expect(rows.map((r) => r.state)).not.toContain('realNameMissing')
    expect(rows.find((r) => r.blocked)?.state).toBe('realNameRejected')
    const passed = withdrawalChecklistRows(checklistOf(withdrawalGateInput(allowedWithdrawal)))
    expect(passed.map((r) => r.state)).toContain('realNameMissing')
    expect(passed.map((r) => r.state)).not.toContain('realNameRejected')
  })

  it('tells a block the form cannot clear (hours, a deposit waiting) from one it can', () => {
    const channel = { min: '100', max: '50000', private: false }
    const closed = {
      window: DEFAULT_DEPOSIT_WINDOW,
      pendingDeposit: false,
      now: Date.parse('2026-11-21T23:00:00+01:00'),
    }
    const blank = { amount: '', proofUploaded: false }
    expect(refusalOf(depositInput(blank, channel, closed), 'client')?.beforeForm).toBe(true)
    const open = { ...closed, now: Date.parse('2026-11-21T12:00:00+01:00') }
    expect(refusalOf(depositInput(blank, channel, open), 'client')).toMatchObject({
      state: 'amountMissing',
      beforeForm: false,
    })
    expect(
      refusalOf(depositInput(blank, channel, { ...open, pendingDeposit: true }), 'client')
        ?.beforeForm,
    ).toBe(true)
  })

  it('a photo counts once a non-empty file is picked', () => {
    const photo = new File([new Uint8Array(8)], 'id.png', { type: 'image/png' })
    const form = {
      name: 'Ana',
      idNumber: 'X1',
      dateOfBirth: '1990-05-17',
      front: photo,
      back: photo,
    }
    const today = '2026-11-23'
    expect(kycSubmissionOf(form, today)).toEqual({
      name: 'Ana',
      idNumber: 'X1',
      dateOfBirth: '1990-05-17',
      today,
      front: true,
      back: true,
    })
    expect(kycSubmissionOf({ ...form, back: new File([], 'empty.png') }, today).back).toBe(false)
    expect(
      refusalOf(kycSubmissionInput({ ...form, front: undefined }, today), 'client')?.code,
    ).toBe('kyc.incomplete')
    expect(refusalOf(kycSubmissionInput(form, today), 'client')).toBeNull()
  })

  it('takes adults only: under 14 needs a guardian, 14 to 17 are refused (spec §9 Age)', () => {
    const photo = new File([new Uint8Array(8)], 'id.png', { type: 'image/png' })
    const form = { name: 'Ana', idNumber: 'X1', front: photo, back: photo }
    const code = (dateOfBirth: string) =>
      refusalOf(kycSubmissionInput({ ...form, dateOfBirth }, '2026-11-23'), 'client')?.code ?? null
    expect(code('')).toBe('kyc.dateOfBirthInvalid')
    expect(code('2026-02-30')).toBe('kyc.dateOfBirthInvalid')
    expect(code('2030-01-01')).toBe('kyc.dateOfBirthInvalid')
    expect(code('0001-01-01')).toBe('kyc.dateOfBirthInvalid')
    expect(code('2012-11-24')).toBe('kyc.guardianRequired')
    expect(code('2012-11-23')).toBe('kyc.underAge')
    expect(code('2008-11-24')).toBe('kyc.underAge')
    expect(code('2008-11-23')).toBeNull()
  })

  it('names a card and a wallet the same way everywhere', () => {
    expect(cardLabel({ bankName: 'Banco Ejemplo', masked: maskCard('4000123412341234') })).toBe(
      'Banco Ejemplo **** **** **** 1234',
    )
    expect(walletLabel({ type: 'TRC20', address: 'TLyq' })).toBe('TRC20 TLyq')
  })
})

describe('what the screens ask the machines', () => {
  it('the real-name form is offered before a submission and after a rejection only', () => {
    expect(['notSubmitted', 'underReview', 'passed', 'rejected'].map(kycTakesSubmission)).toEqual([
      true,
      false,
      false,
      true,
    ])
  })
  it('the authInfo entry is refused once verified (spec §2 is_true = 1)', () => {
    expect(kycEntryRefusal('passed')).toBe('kyc.alreadyVerified')
    expect(kycEntryRefusal('rejected')).toBeNull()
    expect(isKycVerified('passed')).toBe(true)
    expect(isKycVerified('underReview')).toBe(false)
  })
  it('USDC pays out to a wallet, euros and dollars to a card', () => {
    expect(payoutMethodOf('usdc')).toBe('wallet')
    expect(payoutMethodOf('Spain')).toBe('card')
    expect(payoutMethodOf('usd')).toBe('card')
  })
})

// issue 18: the checklist names the open positions that block a withdrawal, each a link to close it
describe('which withdrawal checklist row lists the positions', () => {
  it.each([
    ['positionsOpen', true, true],
    ['positionsOpen', false, false],
    ['barred', true, false],
    ['fundPasswordMissing', true, false],
    ['noMethod', true, false],
    ['realNameRejected', true, false],
    ['realNameMissing', true, false],
    ['creditTooLow', true, false],
    ['outsideHours', true, false],
  ] as const)('%s, blocking %s: lists them %s', (state, blocked, lists) => {
    expect(withdrawalRowListsPositions({ state, blocked })).toBe(lists)
  })
})
