import { describe, expect, it } from 'vitest'
import {
  fundFollowersCall,
  fundSaveCall,
  fundShelfCall,
  fundsAdminCall,
} from '../../../machines/backOffice/followFunds.ts'
import { lendingsAdminCall } from '../../../machines/backOffice/lendings.ts'
import {
  strategiesAdminCall,
  strategyFlagsCall,
  strategySaveCall,
} from '../../../machines/backOffice/quantStrategies.ts'
import { quantTransfersAdminCall } from '../../../machines/backOffice/quantTransfers.ts'
import { takesRequestId } from '../../../machines/contract/call.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'

/**
 * The console's calls for funds, strategies, lendings and quant transfers: the paths README.md
 * lists under "Back office", made only by an operator (spec §6 Back office), and what each takes.
 */
describe('the console’s calls are at the paths README.md names, for operators only (spec §6)', () => {
  it.each([
    [fundsAdminCall, 'follow/funds'],
    [fundSaveCall, 'follow/fundSave'],
    [fundShelfCall, 'follow/fundShelf'],
    [fundFollowersCall, 'follow/fundFollowers'],
    [strategiesAdminCall, 'quant/strategyList'],
    [strategySaveCall, 'quant/strategySave'],
    [strategyFlagsCall, 'quant/strategyFlags'],
    [quantTransfersAdminCall, 'quant/transfers'],
    [lendingsAdminCall, 'lending/list'],
  ])('%#: %s', (call, path) => {
    expect(call.path).toBe(path)
    expect(call.auth).toBe('admin')
    // The API document names each operation by its summary (server/http/openapi.ts).
    expect(call.summary.trim()).not.toBe('')
  })

  it('creates a fund or a strategy once per intent (decision 0063), the other calls take no key', () => {
    expect(takesRequestId(fundSaveCall)).toBe(true)
    expect(takesRequestId(strategySaveCall)).toBe(true)
    for (const call of [fundsAdminCall, fundShelfCall, fundFollowersCall, strategyFlagsCall])
      expect(takesRequestId(call), call.path).toBe(false)
  })
})

describe('shelving and pausing (issues 19 and 20)', () => {
  it('puts a fund on the shelf or takes it off by its id', () => {
    expect(fundShelfCall.request.safeParse({ id: 3, onShelf: false }).success).toBe(true)
    expect(fundShelfCall.request.safeParse({ id: 0, onShelf: true }).success).toBe(false)
    expect(fundShelfCall.request.safeParse({ id: 3 }).success).toBe(false)
  })

  it('changes one thing of a strategy a call, so the audit log names it: the shelf or the orders', () => {
    expect(strategyFlagsCall.request.safeParse({ id: 3, onShelf: false }).success).toBe(true)
    expect(strategyFlagsCall.request.safeParse({ id: 3, enabled: true }).success).toBe(true)
    expect(
      strategyFlagsCall.request.safeParse({ id: 3, onShelf: true, enabled: true }).success,
    ).toBe(false)
    expect(strategyFlagsCall.request.safeParse({ id: 3 }).success).toBe(false)
  })

  it('asks a fund’s followers by its id', () => {
    expect(fundFollowersCall.request.safeParse({ id: 7 }).success).toBe(true)
    expect(fundFollowersCall.request.safeParse({}).success).toBe(false)
  })
})

describe('the console’s lists of lendings and quant transfers (issue 20)', () => {
  it('lists lendings in any stored state, page by page (spec §4 lending states)', () => {
    expect(lendingsAdminCall.request.parse({})).toEqual({ page: 1, size: LIST_PAGE_SIZE })
    expect(lendingsAdminCall.request.parse({ state: 'failed', page: 2 })).toEqual({
      state: 'failed',
      page: 2,
      size: LIST_PAGE_SIZE,
    })
    // A lending still being filled in is never stored, so it is no filter.
    expect(lendingsAdminCall.request.safeParse({ state: 'toLend' }).success).toBe(false)
  })

  it('lists quant transfers, optionally only those on their way', () => {
    expect(quantTransfersAdminCall.request.parse({ state: 'withdrawing' })).toEqual({
      state: 'withdrawing',
      page: 1,
      size: LIST_PAGE_SIZE,
    })
    expect(quantTransfersAdminCall.request.safeParse({ state: 'toTransfer' }).success).toBe(false)
  })

  it('reads a transfer as going into the quant account or out of it', () => {
    const row = {
      transferNo: 'QT1',
      account: '600100100',
      currency: 'EUR',
      direction: 'out',
      amount: '100.00',
      state: 'withdrawing',
      createdAt: '2026-12-07T10:00:00Z',
      arrivesAt: '2026-12-09T08:00:00Z',
      arrivedAt: null,
    }
    const page = (r: object) => ({ list: [r], total: 1, page: 1, size: LIST_PAGE_SIZE })
    expect(quantTransfersAdminCall.answer.safeParse(page(row)).success).toBe(true)
    expect(
      quantTransfersAdminCall.answer.safeParse(page({ ...row, direction: 'in' })).success,
    ).toBe(true)
    expect(
      quantTransfersAdminCall.answer.safeParse(page({ ...row, direction: 'back' })).success,
    ).toBe(false)
  })
})

describe('what the console reads of a fund (issue 19)', () => {
  // Every field of spec §3 Copy-trade product, then the console's own: the rule, who follows, what they hold.
  const row = {
    id: 1,
    name: 'Growth basket',
    currency: 'EUR',
    strategy: { kind: 'trend', codes: ['AAPL'] },
    cycleDays: 30,
    startDay: '2026-12-01',
    asOf: '2026-12-04',
    expectedReturn: '0.18',
    earnedReturn: '0.012',
    dailyReturn: '0.001',
    highestReturn: '0.02',
    orderCount: 4,
    fundSize: '1000000.00',
    roomLeft: '900000.00',
    minAmount: '100.00',
    targetReturn: '2.00',
    serviceFeeRate: '0.02',
    performanceFeeRate: '0.18',
    deadlineAt: '2026-12-10T00:00:00Z',
    lockUntil: '2026-12-15T00:00:00Z',
    endsAt: '2027-01-15T00:00:00Z',
    onShelf: true,
    rule: { kind: 'trend', code: 'AAPL', fast: 5, slow: 20 },
    followers: 3,
    held: '100000.00',
  }

  it('takes a fund with how many follow it and what they hold', () => {
    expect(fundsAdminCall.answer.safeParse([row]).success).toBe(true)
    const { followers: _followers, ...withoutFollowers } = row
    expect(fundsAdminCall.answer.safeParse([withoutFollowers]).success).toBe(false)
    const { held: _held, ...withoutHeld } = row
    expect(fundsAdminCall.answer.safeParse([withoutHeld]).success).toBe(false)
  })

  it('reads each follow of a fund in a state a stored follow can be in (machines/follow/follow.ts)', () => {
    const follow = {
      followNo: 'F1',
      account: '600100100',
      state: 'locked',
      principal: '1000.00',
      value: '1012.00',
      settledDay: '2026-12-04',
      paidOut: null,
      fees: null,
      createdAt: '2026-12-02T10:00:00Z',
    }
    expect(fundFollowersCall.answer.safeParse([follow]).success).toBe(true)
    expect(fundFollowersCall.answer.safeParse([{ ...follow, state: 'ended' }]).success).toBe(true)
    expect(fundFollowersCall.answer.safeParse([{ ...follow, state: 'paused' }]).success).toBe(false)
    const { principal: _principal, ...withoutPrincipal } = follow
    expect(fundFollowersCall.answer.safeParse([withoutPrincipal]).success).toBe(false)
  })
})

describe('what the console reads of a strategy (issue 20)', () => {
  // What investors see of a strategy, then the money running in it.
  const row = {
    id: 2,
    name: 'Momentum five',
    currency: 'USD',
    rule: { kind: 'momentum', codes: ['AAPL', 'MSFT', 'NVDA'], lookback: 60, top: 2 },
    cycleDays: 20,
    minAmount: '500.00',
    onShelf: true,
    enabled: false,
    record: {
      from: '2026-09-01',
      asOf: '2026-12-04',
      totalReturn: '0.05',
      maxDrawdown: '-0.02',
      orderCount: 12,
      navs: [{ day: '2026-12-04', nav: '1.05' }],
    },
    mine: null,
    running: 3,
    allocated: '15000.00',
  }

  it('takes a strategy with its running allocations and the money they were given', () => {
    expect(strategiesAdminCall.answer.safeParse([row]).success).toBe(true)
    const { running: _running, ...withoutRunning } = row
    expect(strategiesAdminCall.answer.safeParse([withoutRunning]).success).toBe(false)
    const { allocated: _allocated, ...withoutAllocated } = row
    expect(strategiesAdminCall.answer.safeParse([withoutAllocated]).success).toBe(false)
  })
})

describe('what the console reads of a lending (issue 20)', () => {
  const lending = {
    loanNo: 'L1',
    account: '600100100',
    code: 'AAPL',
    currency: 'USD',
    lots: 10,
    state: 'inProgress',
    earned: '1.20',
    failReason: null,
    createdAt: '2026-12-01T10:00:00Z',
    finishedAt: null,
  }
  const page = (r: object) => ({ list: [r], total: 1, page: 1, size: LIST_PAGE_SIZE })

  it('takes a lending in a stored state with what it earned', () => {
    expect(lendingsAdminCall.answer.safeParse(page(lending)).success).toBe(true)
    expect(lendingsAdminCall.answer.safeParse(page({ ...lending, state: 'toLend' })).success).toBe(
      false,
    )
    const { earned: _earned, ...withoutEarned } = lending
    expect(lendingsAdminCall.answer.safeParse(page(withoutEarned)).success).toBe(false)
  })
})
