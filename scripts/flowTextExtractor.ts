import type { ExtractorType } from '@lingui/conf'
import { flowTextId, machineTexts } from '../flowmodel/flowText.ts'
import { toStatechart } from '../flowmodel/statechart.ts'
import { machineRegistry } from '../machines/index.ts'
import { readGuardDocs } from './guardDocs.ts'

/**
 * Lingui extractor for the flows catalog: the titles, descriptions and state descriptions of
 * every registered machine, and the plain words of every guard they use (from its comment), so
 * product owners read the flows in their language without a second copy of any text.
 */
export const flowTextExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('flowmodel/flowText.ts'),
  extract(filename, _code, onMessageExtracted) {
    const docs = readGuardDocs(process.cwd())
    const guards = new Set<string>()
    for (const entry of machineRegistry) {
      for (const { id, text } of machineTexts(entry))
        onMessageExtracted({
          id,
          message: text,
          comment: `Flow ${entry.id}`,
          origin: [filename, 0],
        })
      for (const edge of toStatechart(entry.machine).edges)
        for (const name of edge.guardNames) guards.add(name)
    }
    for (const name of [...guards].sort()) {
      const doc = docs[name]
      if (!doc) continue
      onMessageExtracted({
        id: flowTextId.guard(name),
        message: doc.text,
        comment: `Rule of guard ${name}, ${doc.cite}`,
        origin: [filename, 0],
      })
    }
  },
}
