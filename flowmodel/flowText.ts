import type { I18n } from '@lingui/core'
import type { AnyStateNode } from 'xstate'
import type { MachineEntry } from '../machines/registry.ts'

/**
 * The words of the flows themselves — machine titles and descriptions, state descriptions, the
 * rules of guards — live in English beside the machines. scripts/flowTextExtractor.ts copies them
 * into the flows catalog under these ids, and the explorer reads them back translated; a text
 * not yet in the catalog shows in English.
 */
export const flowTextId = {
  title: (machineId: string) => `flow.${machineId}.title`,
  description: (machineId: string) => `flow.${machineId}.description`,
  state: (stateId: string) => `flow.state.${stateId}`,
  guard: (guardName: string) => `guard.${guardName}`,
}

export function flowText(i18n: I18n, id: string, english: string): string {
  return i18n._({ id, message: english })
}

/** Every text of a machine with its id: title, description, each state's description. */
export function machineTexts(entry: MachineEntry): Array<{ id: string; text: string }> {
  const texts = [
    { id: flowTextId.title(entry.id), text: entry.title },
    { id: flowTextId.description(entry.id), text: entry.description },
  ]
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.description) texts.push({ id: flowTextId.state(child.id), text: child.description })
      walk(child)
    }
  }
  walk(entry.machine.root)
  return texts.filter((t) => t.text !== '')
}
