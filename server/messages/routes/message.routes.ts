import {
  messageListCall,
  messageReadAllCall,
  messageReadCall,
  messageUnreadCall,
} from '../../../machines/messages/calls.ts'
import { serve } from '../../http/route.ts'
import { messageList, readAllMessages, readMessage, unreadCount } from '../messageService.ts'

export const messageListRoute = serve(messageListCall, ({ body, deps, caller }) =>
  messageList(deps, caller.user, body),
)

export const messageUnreadRoute = serve(messageUnreadCall, ({ deps, caller }) =>
  unreadCount(deps, caller.user),
)

export const messageReadRoute = serve(messageReadCall, ({ body, deps, caller }) =>
  readMessage(deps, caller.user, body.id),
)

export const messageReadAllRoute = serve(messageReadAllCall, ({ deps, caller }) =>
  readAllMessages(deps, caller.user),
)

export const messageRoutes = [
  messageListRoute,
  messageUnreadRoute,
  messageReadRoute,
  messageReadAllRoute,
]
