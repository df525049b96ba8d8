import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { ReviewQueue } from '../views/ReviewQueue.tsx'

/** Credit loans in the console: the loans to review. */
export const creditConsole: ConsoleLine = {
  name: 'credit',
  sections: [{ id: 'loan', label: msg`Loans`, view: () => <ReviewQueue kind="loan" /> }],
}
