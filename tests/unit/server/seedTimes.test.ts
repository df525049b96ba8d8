import { afterAll, beforeAll, expect, it } from 'vitest'
import { blockProducts, followProducts, ipoProducts } from '../../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  // A first start at an odd second, as a real install's would be.
  server = await startTestServer({ clockStart: new Date('2026-11-23T14:37:52.318Z') })
})
afterAll(() => server.close())

const onTheHour = (at: Date | null) => at === null || at.getTime() % 3_600_000 === 0

it("the demo products a first start seeds open and close on the whole hour, not at the server's start second", async () => {
  const ipos = await server.db.select().from(ipoProducts)
  const blocks = await server.db.select().from(blockProducts)
  const funds = await server.db.select().from(followProducts)
  expect(ipos.length * blocks.length * funds.length).toBeGreaterThan(0)
  const times = [
    ...ipos.flatMap((p) => [p.opensAt, p.closesAt, p.drawAt, p.listingAt, p.distributionAt]),
    ...blocks.flatMap((p) => [p.opensAt, p.closesAt]),
    ...funds.flatMap((p) => [p.deadlineAt, p.lockUntil, p.endsAt]),
  ]
  expect(times.filter((at) => !onTheHour(at))).toEqual([])
})
