import type { Plugin } from 'vite'
import { readGuardDocs } from './guardDocs.ts'

const ID = 'virtual:guard-docs'

/**
 * `import guardDocs from 'virtual:guard-docs'`: the citation and plain words of every guard, read
 * from the comments in machines/ at build time, so the flow explorer explains a rule with the
 * same words as its source and ships no source code.
 */
export function guardDocsPlugin(root = process.cwd()): Plugin {
  return {
    name: 'tradeflow-guard-docs',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      this.addWatchFile(`${root}/machines`)
      return `export default ${JSON.stringify(readGuardDocs(root))}`
    },
  }
}
