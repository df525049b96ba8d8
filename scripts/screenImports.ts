import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** `import … from './x'` and `export … from './x'`; a dynamic import() is another chunk. */
const STATIC_IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm

/**
 * The files under `within` that `entry` reaches by static imports, itself included: what a lazy
 * screen's chunk and the chunks it imports hold of a folder. lingui.config.ts gives a screen the
 * messages of these files as a catalog part of its own (docs/decisions/0023-first-visit.md).
 */
export function filesReachedFrom(entry: string, within: string): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file) || !file.startsWith(within)) return
    found.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const target = join(dirname(file), spec!)
      if (existsSync(target)) visit(relative('.', target))
    }
  }
  visit(entry)
  return [...found].sort()
}
