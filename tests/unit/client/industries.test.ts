import { describe, expect, it } from 'vitest'
import { SEED_INSTRUMENTS } from '../../../server/market/instruments/index.ts'
import { INDUSTRY_LABELS } from '../../../src/features/market/industries.ts'

describe('industry groups', () => {
  it('has a translatable label for every industry the seed instruments carry', () => {
    const missing = [...new Set(SEED_INSTRUMENTS.map((i) => i.industry))].filter(
      (industry) => !INDUSTRY_LABELS[industry],
    )
    expect(missing).toEqual([])
  })
})
