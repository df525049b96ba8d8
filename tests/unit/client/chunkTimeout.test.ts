import { describe, expect, it, vi } from 'vitest'
import { withinChunkTimeout } from '../../../src/app/routeChunks.ts'

describe('a screen chunk that does not arrive (spec §9: 120 s)', () => {
  it('fails after the time-out, so the retry screen shows, and passes a chunk that arrives', async () => {
    vi.useFakeTimers()
    try {
      const stalled = withinChunkTimeout(new Promise(() => {}), 120_000)
      const caught = stalled.catch((error: Error) => error.message)
      vi.advanceTimersByTime(119_999)
      let settled = false
      void caught.then(() => {
        settled = true
      })
      await Promise.resolve()
      expect(settled).toBe(false)
      vi.advanceTimersByTime(1)
      expect(await caught).toMatch(/120000 ms/)
      expect(await withinChunkTimeout(Promise.resolve('screen'), 120_000)).toBe('screen')
    } finally {
      vi.useRealTimers()
    }
  })
})
