import { z } from 'zod'

/**
 * A row's id as a client sends it: a positive whole number within PostgreSQL's `integer`, so an
 * id too large for the column is "please check id", not a failed query.
 */
export const rowId = z.number().int().positive().max(2_147_483_647)
