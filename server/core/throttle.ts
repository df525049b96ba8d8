import type { Deps } from './deps.ts'
import type { RateRule } from './rateLimiter.ts'
import { ApiRefusal } from './refusal.ts'

/** spec §5, §8 "too frequent": counts an attempt of `key` and refuses once it is over `rule`. */
export async function throttle(deps: Deps, key: string, rule: RateRule) {
  if (!(await deps.limiter.attempt(key, rule))) throw new ApiRefusal('common.tooFrequent')
}
