import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'

/** A section of the console: its tab's id (data-section) and words, and the view it opens. */
export interface ConsoleSection {
  id: string
  label: MessageDescriptor
  view: ComponentType
}

/**
 * What a product line brings to the console (issue 49): its sections. Each line with any has
 * one, in `src/admin/lines/<line>.ts(x)`; the console's list of them is src/admin/consoleLines.ts.
 * (The console imports no investor feature, so a line's console part lives here.)
 */
export interface ConsoleLine {
  name: string
  sections: readonly ConsoleSection[]
}
