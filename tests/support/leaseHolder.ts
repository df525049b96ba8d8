/**
 * A process that takes the job lease and says "held" on its standard output, then waits to be
 * killed: the other side of tests/unit/server/jobLease.test.ts's hand-over after a kill.
 */
import { postgresLease } from '../../server/core/jobLease.ts'

const lease = postgresLease(process.env.LEASE_URL!, Number(process.env.LEASE_POLL_MS ?? 2_000))
lease.onChange((held) => {
  if (held) process.stdout.write('held\n')
})
setInterval(() => {}, 60_000)
