import type { Deps } from './deps.ts'
import { ApiRefusal } from './refusal.ts'

/** spec §5, §8 "too frequent": refuses once `key` has used up its attempts under `rule`. */
export function throttle(deps: Deps, key: string, rule: { limit: number; windowMs: number }) {
  if (!deps.limiter.attempt(key, rule)) throw new ApiRefusal('common.tooFrequent')
}
