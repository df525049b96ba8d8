import {
  channelActiveCall,
  channelSaveCall,
  channelsListCall,
} from '../../../machines/backOffice/calls.ts'
import { consoleChannels, saveChannel, setChannelActive } from '../../admin/channels.ts'
import { serve } from '../../http/route.ts'

/** The console's deposit channels: list, add or edit, and disable (issue 18). */
export const channelAdminRoutes = [
  serve(channelsListCall, ({ deps }) => consoleChannels(deps)),
  serve(channelSaveCall, ({ body, deps, caller }) => saveChannel(deps, caller, body)),
  serve(channelActiveCall, ({ body, deps, caller }) => setChannelActive(deps, caller, body)),
]
