import { readFileSync } from 'node:fs'

/** One message of a gettext catalog as Lingui writes it: its key, its text, how it is named. */
export interface PoEntry {
  text: string
  /** Named by an id in the code (`guard.creditScoreTooLow`), not by its English words. */
  explicitId: boolean
}

/** A message's key: its id, after its context when it has one (gettext's own join). */
export const keyOf = (id: string, context?: string) => (context ? `${context}\u0004${id}` : id)

/** The entries of a catalog file, by key (Lingui writes each msgid and msgstr on one line). */
export function readPo(file: string): Map<string, PoEntry> {
  const entries = new Map<string, PoEntry>()
  for (const block of readFileSync(file, 'utf8').split(/\n\n/)) {
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1]
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const text = /^msgstr "(.*)"$/m.exec(block)?.[1] ?? ''
    if (id)
      entries.set(keyOf(id, context), {
        text,
        explicitId: block.includes('#. js-lingui-explicit-id'),
      })
  }
  return entries
}
