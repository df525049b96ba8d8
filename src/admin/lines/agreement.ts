import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { Agreements } from '../views/Agreements.tsx'

/** Contracts in the console: the signed agreements. */
export const agreementConsole: ConsoleLine = {
  name: 'agreement',
  sections: [{ id: 'agreements', label: msg`Contracts`, view: Agreements }],
}
