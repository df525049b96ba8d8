import * as z from 'zod/mini'
import { LIST_PAGE_SIZE } from '../rules.ts'

/**
 * A row's id as a client sends it: a positive whole number within PostgreSQL's `integer`, so an
 * id too large for the column is "please check id", not a failed query.
 */
export const rowId = z.int().check(z.positive(), z.maximum(2_147_483_647))

/** The idempotency key every state-changing call accepts (API.md). */
export const requestId = z.optional(z.string().check(z.minLength(1), z.maxLength(64)))

/**
 * Money as a decimal string, never a float; the rules read it (spec §9, API.md). White space
 * around it is refused here ("please check amount"): the gates read amounts as typed.
 */
export const amountText = z.string().check(z.maxLength(24), z.regex(/^(?:\S|\S.*\S)?$/s))

/**
 * A row id in a multipart form, where every value is text: digits only, so " 1" or "1e3" is
 * "please check", not coerced into another id.
 */
export const formRowId = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)), z.transform(Number)),
  rowId,
)

/** Money in an answer: a decimal string with two places (API.md). */
export const money = z.string()

/** A time in an answer: ISO 8601 (API.md). */
export const isoTime = z.string()

/** `{ page, size }` of every list (API.md), 10 a page by default (spec §9). */
export const pageFields = {
  page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(z.int().check(z.minimum(1), z.maximum(100)), LIST_PAGE_SIZE),
}

/** The list answer of API.md: `{ list, total, page, size }`. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() })

/** An answer with nothing in it. */
export const empty = z.object({})

/**
 * An image field of a multipart body. Absent, or an empty field (a form sent without a file), is
 * `undefined`, left to the rules that ask for it (proof, both ID photos) with their own message.
 */
export const imageField = z.pipe(
  z.optional(z.union([z.instanceof(File), z.literal('')])),
  z.transform((v) => (v instanceof File && v.size > 0 ? v : undefined)),
)
