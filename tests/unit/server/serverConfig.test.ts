import { describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/config.ts'

describe('the database settings of a production process (issue 24)', () => {
  it('a pool of 10 and a 30 s statement limit unless told otherwise', () => {
    expect(readConfig({}).database).toEqual({ poolSize: 10, statementTimeout: '30s' })
    const set = readConfig({ DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT: '2min' })
    expect(set.database).toEqual({ poolSize: 25, statementTimeout: '2min' })
  })

  it('refuses what PostgreSQL would not take, before it starts', () => {
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT: '30; drop table users' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT/,
    )
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })

  it('an empty optional secret is no secret (compose passes METRICS_TOKEN= when unset)', () => {
    const config = readConfig({ METRICS_TOKEN: '', UPLOADS_S3_BUCKET: '', UPLOADS_S3_ENDPOINT: '' })
    expect(config.metricsToken).toBeUndefined()
    expect(config.uploadsS3).toBeNull()
  })
})
