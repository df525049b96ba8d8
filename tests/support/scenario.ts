import {
  type DepositReviewRow,
  type LoanReviewRow,
  type RealNameReviewRow,
  reviewListCall,
  type SubscriptionReviewRow,
  type WithdrawalReviewRow,
} from '../../machines/backOffice/calls.ts'
import {
  type DepositRecord,
  type LedgerEvent,
  recordsCall,
  type WithdrawalRecord,
} from '../../machines/funds/calls.ts'
import type { RateLimits } from '../../server/core/deps.ts'
import { startTestServer, type TestServer } from './testServer.ts'

/**
 * What the server's API tests share (issue 49): the instants they start at, a server whose
 * attempt limits no test reaches, and numbered, funded investors. A test that needs an instant or
 * a limit of its own keeps it.
 */

/** Monday 2026-11-23, 10:00 in Madrid: the Spanish market, deposits and withdrawals are open. */
export const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
/** Monday 2026-11-23, 09:30 in Madrid: the Spanish market is open (crypto always is). */
export const MONDAY_0930 = new Date('2026-11-23T08:30:00Z')
/** Monday 2026-11-23, 17:31 in Madrid: the Spanish market has just closed. */
export const MONDAY_AFTER_BELL = new Date('2026-11-23T16:31:00Z')

/** An attempt limit no test reaches. */
export const NO_LIMIT = { limit: 1e9, windowMs: 1 }
/**
 * Registration and login as often as a file's tests do, from one address: for files that test
 * none of these limits (session.test.ts and loginLimits.test.ts do, with limits of their own).
 */
export const ROOMY_LIMITS: Partial<RateLimits> = {
  registerPerAddress: NO_LIMIT,
  loginPerAccount: NO_LIMIT,
  loginPerAddress: NO_LIMIT,
}

/**
 * The test server most API tests start: its clock at MONDAY_10 unless `clockStart` says
 * otherwise, and ROOMY_LIMITS (any other limit given is added to them).
 */
export function startScenarioServer(options: Parameters<typeof startTestServer>[0] = {}) {
  return startTestServer({
    clockStart: MONDAY_10,
    ...options,
    limits: { ...ROOMY_LIMITS, ...options.limits },
  })
}

/** An investor's session headers, as `server.investor` returns them. */
export type Investor = { token: string; account: string }
/** A console session's headers, as `server.admin()` returns them. */
export type Operator = { token: string }

/**
 * A file's numbered investors: each call registers the next account of nine digits starting with
 * `prefix` (`60090` gives 600900001, 600900002, …) and funds it with the money given, in the order
 * given (`{ EUR: '20000.00', USD: '20000.00' }`). `server` is read at each call, so the factory can
 * be made before `beforeAll` starts the server. `assessed: false` skips the appropriateness check
 * (testServer.ts `investor`).
 */
export function investorFactory(server: () => TestServer, prefix: string) {
  let next = 0
  return async (
    money: Partial<Record<'EUR' | 'USD', string>> = {},
    options: { assessed?: boolean } = {},
  ): Promise<Investor> => {
    next += 1
    const account = `${prefix}${String(next).padStart(9 - prefix.length, '0')}`
    const who = await server().investor(account, options)
    for (const [currency, amount] of Object.entries(money))
      await server().fund(who.account, currency, amount)
    return who
  }
}

/** The rows of each review queue: reviews/list answers the rows of the one kind asked for. */
export interface ReviewRows {
  deposit: DepositReviewRow
  withdrawal: WithdrawalReviewRow
  realname: RealNameReviewRow
  loan: LoanReviewRow
  subscription: SubscriptionReviewRow
}

/**
 * A review queue as the console lists it (reviews/list), typed as the rows of its kind (the
 * contract's answer is the union of every kind's row).
 */
export async function reviewQueue<K extends keyof ReviewRows>(
  server: TestServer,
  admin: Operator,
  kind: K,
  state?: string,
  page: { page?: number; size?: number } = {},
): Promise<ReviewRows[K][]> {
  const { list } = await server.sendOk(reviewListCall, { kind, state, ...page }, admin)
  return list as ReviewRows[K][]
}

/** The rows of each kind of transaction record: funds/records answers the kind asked for. */
export interface RecordRows {
  trade: LedgerEvent
  recharge: DepositRecord
  withdraw: WithdrawalRecord
}

/**
 * A page of an investor's transaction records (funds/records), its rows typed as the kind asked
 * for (the contract's answer is the union of the three kinds).
 */
export async function transactionRecords<K extends keyof RecordRows>(
  server: TestServer,
  who: Investor,
  kind: K,
  page: { page?: number; size?: number } = {},
) {
  const answer = await server.sendOk(recordsCall, { kind, ...page }, who)
  return { ...answer, list: answer.list as RecordRows[K][] }
}
