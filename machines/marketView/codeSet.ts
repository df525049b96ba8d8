/**
 * Whether two lists name the same codes, in any order: a quote stream listens to a set of codes,
 * so a list re-sorted (by change, by name) is not other codes and must not restart it.
 */
export function sameCodeSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...right].every((code) => left.has(code))
}

/**
 * The codes the stream follows once rows are (re)loaded (decision 0069): those the screen last
 * named that are still among the rows — a reload keeps a scrolled list's rows, and a list that
 * shows the same rows names nothing again — or, before the screen named any, the first rows a
 * phone shows.
 */
export function visibleAfterLoad(
  rows: readonly { code: string }[],
  named: readonly string[],
  firstRows: number,
): string[] {
  const loaded = new Set(rows.map((row) => row.code))
  const kept = named.filter((code) => loaded.has(code))
  return kept.length > 0 ? kept : rows.slice(0, firstRows).map((row) => row.code)
}
