import { expectOk } from './arrange.ts'
import type { World } from './world.ts'

/** New shares made by this worker: each path has one of its own. */
let sharesMade = 0

/**
 * A new share of the path's own, saved in the console's new-share section (spec §3 New share):
 * a Spanish issue whose code no other path of this worker's server has used, with `terms` (its
 * price, tiers, winning rate, dates…) over a full deposit and no forfeit.
 */
export async function newShare(
  world: World,
  prefix: string,
  terms: Record<string, unknown>,
): Promise<{ id: number; code: string }> {
  sharesMade += 1
  const code = `${prefix}${sharesMade}${String.fromCharCode(65 + (world.seedValue % 26))}`
  const saved = await world.admin<{ id: number }>('ipo/save', {
    kind: 'ipo',
    code,
    name: `${code} Replay Co`,
    market: 'Spain',
    issueMarket: 'Bolsa de Madrid',
    sponsor: 'Replay Sponsor',
    depositPercent: '100',
    waivePercent: '0',
    ...terms,
  })
  expectOk('saving the share', saved)
  return { id: saved.data.id, code }
}
