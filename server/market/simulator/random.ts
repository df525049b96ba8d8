/**
 * Counter-based randomness: every draw is a hash of (seed, a, b), so any day or minute of any
 * instrument can be computed on its own, in any order, and always comes out the same.
 */

/** FNV-1a of a string: the seed of an instrument. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A 32-bit avalanche mix (murmur3's finaliser) of three integers. */
function mix(seed: number, a: number, b: number): number {
  let h = seed ^ Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Uniform in (0, 1). */
export function uniform(seed: number, a: number, b: number): number {
  return (mix(seed, a, b) + 0.5) / 4_294_967_296
}

/** Standard normal (Box–Muller on two independent uniforms). */
export function normal(seed: number, a: number, b: number): number {
  const u = uniform(seed, a, b * 2)
  const v = uniform(seed, a, b * 2 + 1)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}
