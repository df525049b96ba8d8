import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { ACCOUNT_TYPES } from '../../../machines/agreement/accountTypes.ts'
import { AGREEMENT_KINDS } from '../../../machines/agreement/agreementGate.ts'
import { users } from './auth.ts'
import { at } from './columns.ts'

/** Signed agreements (spec §2 contract1, contract2, contractOrder; decision 0035). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    contractNo: text('contract_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id'),
    kind: text('kind', { enum: AGREEMENT_KINDS }).notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }),
    phone: text('phone').notNull(),
    /** The ID number's last 4 characters (the full one is the real-name submission's). */
    idNumberTail: text('id_number_tail').notNull(),
    signatureUploadId: text('signature_upload_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agreements_user_request').on(t.userId, t.requestId),
    index('agreements_user').on(t.userId, t.createdAt),
  ],
)
