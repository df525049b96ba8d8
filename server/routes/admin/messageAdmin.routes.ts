import { broadcastCall } from '../../../machines/messages/calls.ts'
import { audited } from '../../admin/audit.ts'
import { serve } from '../../http/route.ts'
import { broadcast } from '../../messages/messageService.ts'

export const broadcastRoute = serve(broadcastCall, ({ body, deps, caller }) =>
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
)

export const messageAdminRoutes = [broadcastRoute]
