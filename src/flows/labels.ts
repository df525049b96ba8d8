import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FlowChangeKind } from '../../flowmodel/flowChanges.ts'
import type { MachineEntry } from '../../machines/registry.ts'

/** How the explorer names the three kinds of machine of the registry. */
export const KIND_LABELS: Record<MachineEntry['kind'], MessageDescriptor> = {
  client: msg`Client flow`,
  gate: msg`Gate`,
  entity: msg`Entity lifecycle`,
}

/** How the explorer's "What changed" page names each kind of change (flowmodel/flowChanges.ts). */
export const CHANGE_LABELS: Record<FlowChangeKind, MessageDescriptor> = {
  machineAdded: msg`New flow`,
  machineRemoved: msg`Flow removed`,
  stateAdded: msg`State added`,
  stateRemoved: msg`State removed`,
  transitionAdded: msg`Transition added`,
  transitionRemoved: msg`Transition removed`,
  ruleAdded: msg`Rule added`,
  ruleReworded: msg`Rule reworded`,
  ruleRemoved: msg`Rule removed`,
  outcomeBefore: msg`Ended before`,
  outcomeNow: msg`Ends now`,
}
