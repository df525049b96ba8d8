import { broadcastCall } from '../../../machines/messages/calls.ts'
import { audited } from '../../admin/audit.ts'
import { serve } from '../../http/route.ts'
import { collisionAnswered } from '../../money/idempotency.ts'
import { broadcast, broadcastSent } from '../messageService.ts'

export const broadcastRoute = serve(broadcastCall, ({ body, deps, caller }) =>
  // Racing sends of one key: the loser's transaction (and its audit row) rolls back on the
  // unique index and it answers what the winner sent.
  collisionAnswered(
    body.requestId,
    (requestId) => broadcastSent(deps.db, requestId),
    () =>
      audited(
        deps,
        caller,
        {
          action: 'message.broadcast',
          target: body.audience === 'account' ? `user#${(body.account ?? '').trim()}` : 'broadcast',
        },
        async (tx) => {
          const answer = await broadcast(tx, deps, body)
          return { answer, before: null, after: { title: body.title.trim(), sent: answer.sent } }
        },
      ),
  ),
)

export const messageAdminRoutes = [broadcastRoute]
