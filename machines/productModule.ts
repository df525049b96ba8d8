import type { MachineEntry } from './registry.ts'
import type { ServerMessageEntry } from './serverMessageEntry.ts'

/**
 * What a product line brings to machines/ (issue 49): its machines with their path fixtures (the
 * registry's entries) and its server messages (`machines/<line>/serverMessages.ts`). Each line
 * has one, in `machines/<line>/module.ts`; machines/modules.ts lists them.
 */
export interface MachineModule {
  name: string
  machines: readonly MachineEntry[]
  messages: Readonly<Record<string, ServerMessageEntry>>
}

export const defineMachineModule = (module: MachineModule): MachineModule => module
