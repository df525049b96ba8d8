import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { Lendings } from '../views/Lendings.tsx'

/** Stock lending in the console: the offers and lendings. */
export const lendingConsole: ConsoleLine = {
  name: 'lending',
  sections: [{ id: 'lending', label: msg`Stock lending`, view: Lendings }],
}
