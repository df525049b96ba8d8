import * as zod from 'zod/mini'
import { LIST_PAGE_SIZE } from '../rules.ts'

/**
 * A row's id as a client sends it: a positive whole number within PostgreSQL's `integer`, so an
 * id too large for the column is "please check id", not a failed query.
 */
export const rowId = zod.int().check(zod.positive(), zod.maximum(2_147_483_647))

/** The idempotency key every state-changing call accepts (API.md). */
export const requestId = zod.optional(zod.string().check(zod.minLength(1), zod.maxLength(64)))

/**
 * Money as a decimal string, never a float; the rules read it (spec §9, API.md). White space
 * around it is refused here ("please check amount"): the gates read amounts as typed.
 */
export const amountText = zod.string().check(zod.maxLength(24), zod.regex(/^(?:\S|\S.*\S)?$/s))

/**
 * A row id in a multipart form, where every value is text: digits only, so " 1" or "1e3" is
 * "please check", not coerced into another id.
 */
export const formRowId = zod.pipe(
  zod.pipe(zod.string().check(zod.regex(/^[1-9][0-9]{0,9}$/)), zod.transform(Number)),
  rowId,
)

/** Money in an answer: a decimal string with two places (API.md). */
export const money = zod.string()

/** A time in an answer: ISO 8601 (API.md). */
export const isoTime = zod.string()

/** `{ page, size }` of every list (API.md), 10 a page by default (spec §9). */
export const pageFields = {
  page: zod._default(zod.int().check(zod.minimum(1), zod.maximum(100_000)), 1),
  size: zod._default(zod.int().check(zod.minimum(1), zod.maximum(100)), LIST_PAGE_SIZE),
}

/** The list answer of API.md: `{ list, total, page, size }`. */
export const pageOf = <T extends zod.ZodMiniType>(item: T) =>
  zod.object({ list: zod.array(item), total: zod.number(), page: zod.number(), size: zod.number() })

/** An answer with nothing in it. */
export const empty = zod.object({})

/**
 * An image field of a multipart body. Absent, or an empty field (a form sent without a file), is
 * `undefined`, left to the rules that ask for it (proof, both ID photos) with their own message.
 */
export const imageField = zod.pipe(
  zod.optional(zod.union([zod.instanceof(File), zod.literal('')])),
  zod.transform((v) => (v instanceof File && v.size > 0 ? v : undefined)),
)
