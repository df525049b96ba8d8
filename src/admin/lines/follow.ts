import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { FollowFunds } from '../views/FollowFunds.tsx'

/** Follow funds in the console: the funds and their strategies. */
export const followConsole: ConsoleLine = {
  name: 'follow',
  sections: [{ id: 'follow', label: msg`Follow funds`, view: FollowFunds }],
}
