/**
 * A text column read back as the union its contract names (an order's state, board, currency):
 * the database stores plain text, the answer promises one of a few values, so each value is
 * checked on the way out instead of cast. A value outside them is a bug in what wrote the row.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((v) => v === value)
  if (found === undefined) throw new Error(`unexpected ${what}: ${value}`)
  return found
}
