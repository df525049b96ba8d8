import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AllocationState } from '../../../machines/quant/allocation.ts'

/** An allocation's state as its owner reads it (machines/quant/allocation.ts). */
export const ALLOCATION_STATE_LABELS: Record<
  Exclude<AllocationState, 'toAllocate'>,
  MessageDescriptor
> = {
  running: msg({ message: 'Running', context: 'quant strategy' }),
  stopping: msg({ message: 'Stopping: closing its positions', context: 'quant strategy' }),
  stopped: msg({ message: 'Stopped', context: 'quant strategy' }),
}
