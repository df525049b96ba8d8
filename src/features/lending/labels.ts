import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { STORED_LENDING_STATES } from '../../../machines/lending/lending.ts'

/** spec §4 Stock lending: in progress, success, failed, finished. */
export const LENDING_STATE_LABELS: Record<
  (typeof STORED_LENDING_STATES)[number],
  MessageDescriptor
> = {
  inProgress: msg({ message: 'In progress', context: 'stock lending' }),
  success: msg({ message: 'Lent', context: 'stock lending' }),
  failed: msg({ message: 'Failed', context: 'stock lending' }),
  finished: msg({ message: 'Finished', context: 'stock lending' }),
}
