/**
 * What a tester asked `npm run test:paths` for (scripts/testPaths.ts passes it in the
 * environment): which machines, and the seed of the randomised data (accounts, amounts), so a
 * failing run can be repeated exactly.
 */
const machines = (process.env.PATHS_MACHINE ?? '')
  .split(',')
  .map((m) => m.trim())
  .filter(Boolean)

/** True when the run covers this machine (all machines unless --machine was given). */
export function isSelected(id: string): boolean {
  return machines.length === 0 || machines.includes(id)
}

/** True when --path narrowed the run to some paths: a machine's whole table is not there to compare. */
export const isPartial = process.env.PATHS_PARTIAL === '1'

export const pathSeed = Number(process.env.PATHS_SEED ?? '') || 20261121

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A money amount with cents in [min, max], from the run's seeded generator. */
export function amountBetween(random: () => number, min: number, max: number): string {
  const cents = Math.floor(min * 100 + random() * (max - min) * 100)
  return (cents / 100).toFixed(2)
}
