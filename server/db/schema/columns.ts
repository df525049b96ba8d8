import { timestamp } from 'drizzle-orm/pg-core'

/** Every instant is a timestamp with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
