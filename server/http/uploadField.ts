import { z } from 'zod'

/**
 * An image field of a multipart body. Absent, or an empty field (a form sent without a file), is
 * `undefined`, left to the rules that ask for it (proof, both ID photos) with their own message.
 */
export const imageField = z
  .union([z.instanceof(File), z.literal('')])
  .optional()
  .transform((v) => (v instanceof File && v.size > 0 ? v : undefined))
