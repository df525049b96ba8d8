/** The list answer of API.md, `{ list, total, page, size }` (its schema: `pageOf` in machines/contract/fields.ts). */
export function pageOf<T>(list: T[], total: number, page: number, size: number) {
  return { list, total, page, size }
}
