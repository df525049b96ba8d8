import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { ALERT_STATES } from '../../../machines/alerts/priceAlert.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/**
 * Issue 25, price alerts (decision 0051): a level an instrument's price is watched for, until the
 * price reaches it (fired, told once) or the user removes it. `reference` is the price when it was
 * set (what a move is measured from).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency'),
    kind: text('kind', { enum: ['above', 'below', 'move', 'high52w', 'low52w'] }).notNull(),
    level: text('level').notNull(),
    reference: text('reference').notNull(),
    state: text('state', { enum: ALERT_STATES }).notNull().default('active'),
    createdAt: at('created_at').notNull(),
    firedAt: at('fired_at'),
    firedPrice: text('fired_price'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('price_alerts_user_request').on(t.userId, t.requestId),
    index('price_alerts_user_state').on(t.userId, t.state),
    // The alert sweep reads the active ones, every second.
    index('price_alerts_state').on(t.state),
  ],
)
