import type { MessageKind, MessageParams } from '../../machines/messages/kinds.ts'
import { messageMachine } from '../../machines/messages/message.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { messages } from '../db/schema.ts'
import { announce } from '../events/userEvents.ts'
import { stepEntity } from '../money/entity.ts'
import type { Tx } from '../money/transaction.ts'

/**
 * Writes a message to a user's inbox in the caller's transaction: the message exists exactly when
 * the event it tells of committed (issue 21: "written in the same transaction as the event").
 */
export async function notify(
  tx: Tx,
  message: { userId: number; kind: MessageKind; params?: MessageParams; ref?: string | null },
  at: Date,
) {
  // The machine's first step: a message is sent unread. Were it refused, the fault is ours, not
  // the request's: 'common.busy' (common.invalid names a {field}, and no field is wrong).
  stepEntity(messageMachine, { state: 'toSend' }, { type: 'message.send' }, 'common.busy')
  await tx.insert(messages).values({
    userId: message.userId,
    kind: message.kind,
    params: message.params ?? {},
    ref: message.ref ?? null,
    createdAt: at,
  })
  // The user's open app, in whichever process it is connected, updates its bell (issue 24).
  await announce(tx, message.userId, 'messages')
}

/** An amount in minor units as a message names it, with its currency. */
export const moneyParams = (amountMinor: bigint, currency: string) => ({
  amount: minorToDecimal(amountMinor),
  currency,
})
