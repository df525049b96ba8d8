/**
 * Whether two lists name the same codes, in any order: a quote stream listens to a set of codes,
 * so a list re-sorted (by change, by name) is not other codes and must not restart it.
 */
export function sameCodeSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...right].every((code) => left.has(code))
}
