import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cachedSession,
  forgetSessions,
  SESSION_CACHE_MS,
  sessionWriteWatch,
} from '../../../server/auth/sessionCache.ts'

afterEach(() => {
  forgetSessions()
  vi.useRealTimers()
})

describe('the session copy a process keeps (issue 17)', () => {
  it('answers a token read again within its life from the copy, one read shared by all', async () => {
    const read = vi.fn(async () => ({ user: 'a' }))
    const [first, second] = await Promise.all([
      cachedSession('hash-a', read),
      cachedSession('hash-a', read),
    ])
    await cachedSession('hash-a', read)
    expect(read).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
  })

  it('reads again once the copy is older than its life', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const read = vi.fn(async () => ({ user: 'a' }))
    await cachedSession('hash-b', read)
    vi.advanceTimersByTime(SESSION_CACHE_MS)
    await cachedSession('hash-b', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('forgets every copy when a statement writes a user or a session row, in a CTE too', async () => {
    const read = vi.fn(async () => ({ user: 'a' }))
    const writes = [
      'update "users" set "kyc_status" = $1 where "users"."id" = $2',
      'update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2',
      'with x as (update "users" set "frozen" = true returning 1) select 1',
      'delete from "sessions" where "sessions"."user_id" = $1',
    ]
    await cachedSession('hash-c', read)
    for (const statement of writes) {
      sessionWriteWatch.logQuery(statement)
      await cachedSession('hash-c', read)
    }
    expect(read).toHaveBeenCalledTimes(1 + writes.length)
  })

  it('keeps its copies across statements that leave users and sessions alone', async () => {
    const read = vi.fn(async () => ({ user: 'a' }))
    await cachedSession('hash-d', read)
    for (const statement of [
      'select "id" from "users" where "users"."account" = $1',
      'insert into "sessions" ("user_id", "token_hash") values ($1, $2)',
      'update "balances" set "available_minor" = "balances"."available_minor" + $1',
      'insert into "ledger" ("user_id", "kind") values ($1, $2)',
    ])
      sessionWriteWatch.logQuery(statement)
    await cachedSession('hash-d', read)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed read', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue('row')
    await expect(cachedSession('hash-e', read)).rejects.toThrow('connection lost')
    await expect(cachedSession('hash-e', read)).resolves.toBe('row')
  })
})
