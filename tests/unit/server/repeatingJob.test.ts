import { describe, expect, it } from 'vitest'
import { startRepeatingJob } from '../../../server/core/repeatingJob.ts'

/** A job whose runs the test ends one at a time. */
function heldJob() {
  const ends: Array<() => void> = []
  const job = () => new Promise<void>((resolve) => ends.push(resolve))
  return { job, ends }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a repeating job', () => {
  it('runs at once when woken, and never two runs at a time', async () => {
    const { job, ends } = heldJob()
    const running = startRepeatingJob('test job', job, 3_600_000)
    running.wake()
    running.wake()
    expect(ends).toHaveLength(1)
    running.stop()
  })

  it('runs once more after the run under way when woken during it (that run read the clock before)', async () => {
    const { job, ends } = heldJob()
    const running = startRepeatingJob('test job', job, 3_600_000)
    running.wake()
    running.wake()
    running.wake()
    ends[0]!()
    await settle()
    expect(ends).toHaveLength(2)
    ends[1]!()
    await settle()
    expect(ends).toHaveLength(2)
    running.stop()
  })

  it('runs no more once stopped, not even a wake kept from the run under way', async () => {
    const { job, ends } = heldJob()
    const running = startRepeatingJob('test job', job, 3_600_000)
    running.wake()
    running.wake()
    running.stop()
    ends[0]!()
    await settle()
    running.wake()
    expect(ends).toHaveLength(1)
  })
})
