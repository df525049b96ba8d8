import type { ipoSaveCall } from '../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../machines/contract/call.ts'

const MINUTE = 60_000
const DAY = 86_400_000

type IpoForm = RequestOf<typeof ipoSaveCall>

/**
 * The body of admin ipo/save for a share whose application period runs from an hour before
 * `now` to `closesInMs` after it (so a test can move the clock past it and run the draw); the
 * rest of the calendar follows. Tests override what they are about.
 */
export function productForm(
  now: number,
  overrides: Partial<IpoForm> & { closesInMs?: number } = {},
): IpoForm {
  const { closesInMs = MINUTE, ...rest } = overrides
  const at = (ms: number) => new Date(now + ms).toISOString()
  return {
    kind: 'ipo',
    code: 'TEST',
    name: 'Test Co',
    market: 'Spain',
    issueMarket: 'Bolsa de Madrid',
    sponsor: 'Test Sponsor',
    issuePrice: '1.00',
    issueShares: 1_000_000,
    tiers: [{ id: 'A', minAmount: '1.00' }],
    winningRate: '50',
    depositPercent: '100',
    waivePercent: '0',
    opensAt: at(-60 * MINUTE),
    closesAt: at(closesInMs),
    drawAt: at(closesInMs + MINUTE),
    distributionAt: at(DAY),
    listingAt: at(30 * DAY),
    ...rest,
  }
}
