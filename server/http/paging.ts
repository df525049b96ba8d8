import { z } from 'zod'
import { LIST_PAGE_SIZE } from '../../machines/rules.ts'

/** `{ page, size }` of every list (API.md), 10 a page by default (spec §9). */
export const pageFields = {
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
}

/** The list answer of API.md. */
export function pageOf<T>(list: T[], total: number, page: number, size: number) {
  return { list, total, page, size }
}
