import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'

/** Whose login it is: an investor's or an operator's (their counters never mix). */
export type LoginScope = 'login' | 'admin'

/** What a refused attempt was held back by, for the console's audit row. */
export type LoginHold = 'address' | 'accountFromAddress' | 'slowdown'

const keys = (scope: LoginScope, account: string, address: string) => ({
  address: `${scope}:address:${address}`,
  pair: `${scope}:fail:${account}:${address}`,
  account: `${scope}:fail:${account}`,
})

/** 1 s, 2 s, 4 s… after the account's `afterFailures`-th failure, at most `maxDelayMs`. */
function slowdownMs(failures: number, rule: Deps['limits']['loginSlowdown']) {
  const doublings = Math.min(failures - rule.afterFailures, 30)
  return Math.min(1000 * 2 ** doublings, rule.maxDelayMs)
}

/**
 * Whether a login may be tried now (decision 0016), before any password is checked:
 * - every attempt from an address counts, whatever the account (a sprayer pays for all of them);
 * - an account and address pair that has guessed wrong `loginPerAccount` times waits out the
 *   window: a stranger's guesses hold back the stranger, never the owner's address;
 * - an account under attack from many addresses slows each address that has failed on it.
 * Answers null when it may, or what holds it back. When it may, the attempt is already counted
 * against the pair, in the one statement that read the count: of 5,000 wrong logins at once no
 * more than the limit get a password checked (issue 48: a read, then a count after the check,
 * let 10 through). A right password gives it back (`releaseLoginAttempt`).
 */
export async function loginHold(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<LoginHold | null> {
  const { limits, limiter } = deps
  const key = keys(scope, account, address)
  if (!(await limiter.attempt(key.address, limits.loginPerAddress))) return 'address'
  const pair = await limiter.peek(key.pair, limits.loginPerAccount.windowMs)
  if (pair.count >= limits.loginPerAccount.limit) return 'accountFromAddress'
  if (await slowedDown(deps, key.account, pair.lastAt)) return 'slowdown'
  // Counted now, before the password is checked: the count is what this statement makes it.
  if (!(await limiter.attempt(key.pair, limits.loginPerAccount))) return 'accountFromAddress'
  return null
}

/** Whether the account is under attack and this address failed on it too recently. */
async function slowedDown(deps: Deps, accountKey: string, lastFailure: Date | null) {
  const slowdown = deps.limits.loginSlowdown
  const failures = await deps.limiter.peek(accountKey, slowdown.windowMs)
  if (failures.count < slowdown.afterFailures || !lastFailure) return false
  const waited = deps.wallClock.now().getTime() - lastFailure.getTime()
  return waited < slowdownMs(failures.count, slowdown)
}

/**
 * Refuses as "too frequent" (spec §8) when the login is held back; otherwise the attempt is
 * counted, to be given back by `releaseLoginAttempt` if the password is right.
 */
export async function enforceLoginLimits(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<void> {
  if (await loginHold(deps, scope, account, address)) throw new ApiRefusal('common.tooFrequent')
}

/** The password (or reset code) was right: the attempt `loginHold` counted was no guess. */
export async function releaseLoginAttempt(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<void> {
  await deps.limiter.refund(keys(scope, account, address).pair)
}

/**
 * A wrong password (or an unknown account) after `loginHold` let it through: the pair is counted
 * already, so the account's count of failures (the slowdown's) is what is left.
 */
export async function recordWrongPassword(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<void> {
  await deps.limiter.count(
    keys(scope, account, address).account,
    deps.limits.loginSlowdown.windowMs,
  )
}

/**
 * A failure after the password was right and its attempt given back (a wrong second-factor
 * code): counted for the pair and for the account.
 */
export async function recordLoginFailure(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<void> {
  const key = keys(scope, account, address)
  await deps.limiter.count(key.pair, deps.limits.loginPerAccount.windowMs)
  await deps.limiter.count(key.account, deps.limits.loginSlowdown.windowMs)
}
