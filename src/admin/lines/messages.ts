import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { Broadcast } from '../views/Broadcast.tsx'

/** Messages in the console: the operator's broadcast. */
export const messagesConsole: ConsoleLine = {
  name: 'messages',
  sections: [{ id: 'messages', label: msg`Messages`, view: Broadcast }],
}
