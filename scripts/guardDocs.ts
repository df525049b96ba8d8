import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What the flow explorer says about a guard: the source it cites and the rule in plain words,
 * both read from the one-line comment above the guard (ARCHITECTURE.md: "a named guard with a
 * one-line comment citing its source"). The comment stays the single place a rule is explained.
 */
export interface GuardDoc {
  name: string
  /** `spec §5 Withdrawal`, or `not in the spec (OWASP ASVS 2.2.1)`. */
  cite: string
  /** The rule in plain words, as the comment says it. */
  text: string
  /** Where the guard is written, relative to the repository. */
  source: string
}

// `// spec §5 Withdrawal: the fund password must be set first` or `// not in the spec (…): …`
const CITATION = /^\s*\/\/ ((?:spec §[^:]+)|(?:not in the spec(?: \([^)]*\))?)): (.+)$/
const CONTINUATION = /^\s*\/\/ (.+)$/
// `export const name =`, `export function name(`, a gate check's `blocks: { name: 'name'`, or
// an object key `name: (`
const DECLARATION =
  /^\s*(?:export\s+)?(?:const|function)\s+(\w+)|^\s*blocks:\s*\{\s*name:\s*'(\w+)'|^\s*(\w+)\s*:\s*(?:\(|\w+\s*=>|\w+,?$)/

/** The guard comments of one source file, keyed by the name declared under each. */
export function parseGuardComments(source: string, path: string): GuardDoc[] {
  const lines = source.split('\n')
  const docs: GuardDoc[] = []
  for (let i = 0; i < lines.length; i++) {
    const cited = CITATION.exec(lines[i] ?? '')
    if (!cited) continue
    let text = cited[2] ?? ''
    let j = i + 1
    for (; j < lines.length; j++) {
      const more = CONTINUATION.exec(lines[j] ?? '')
      if (!more || CITATION.test(lines[j] ?? '')) break
      text += ` ${more[1]}`
    }
    const declared = DECLARATION.exec(lines[j] ?? '')
    const name = declared?.[1] ?? declared?.[2] ?? declared?.[3]
    if (name) docs.push({ name, cite: cited[1] ?? '', text, source: `${path}:${i + 1}` })
  }
  return docs
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

/** Every documented guard under machines/, by name. The first comment of a name wins. */
export function readGuardDocs(root: string): Record<string, GuardDoc> {
  const docs: Record<string, GuardDoc> = {}
  for (const file of sourceFiles(join(root, 'machines')).sort()) {
    const path = relative(root, file).split('\\').join('/')
    for (const doc of parseGuardComments(readFileSync(file, 'utf8'), path)) docs[doc.name] ??= doc
  }
  return docs
}
