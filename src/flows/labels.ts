import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MachineEntry } from '../../machines/registry.ts'

/** How the explorer names the three kinds of machine of the registry. */
export const KIND_LABELS: Record<MachineEntry['kind'], MessageDescriptor> = {
  client: msg`Client flow`,
  gate: msg`Gate`,
  entity: msg`Entity lifecycle`,
}
