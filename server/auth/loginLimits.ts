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
 * Answers null when it may, or what holds it back.
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
  const slowdown = limits.loginSlowdown
  const failures = await limiter.peek(key.account, slowdown.windowMs)
  if (failures.count < slowdown.afterFailures || !pair.lastAt) return null
  const waited = deps.wallClock.now().getTime() - pair.lastAt.getTime()
  return waited < slowdownMs(failures.count, slowdown) ? 'slowdown' : null
}

/** Refuses as "too frequent" (spec §8) when the login is held back. */
export async function enforceLoginLimits(
  deps: Deps,
  scope: LoginScope,
  account: string,
  address: string,
): Promise<void> {
  if (await loginHold(deps, scope, account, address)) throw new ApiRefusal('common.tooFrequent')
}

/** A wrong password (or an unknown account): counted for the pair and for the account. */
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
