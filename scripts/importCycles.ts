import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Part of `npm run lint`: fails when modules import each other in a circle (issue 15: "no import
 * circle remains"). Every import counts, `import type` and `import()` too: a circle of types
 * still ties two modules together, and a lazy import is still an arrow. Relative imports only,
 * with their extension, as the code base writes them; packages cannot form a circle with us.
 */
const ROOTS = ['src', 'machines', 'server', 'flowmodel', 'scripts', 'tests']
const SOURCE = /\.(ts|tsx|mts)$/
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return SOURCE.test(name) ? [path] : []
  })
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(IMPORT)]
    .map((m) => resolve(dirname(file), m[1]!))
    .filter((target) => SOURCE.test(target) && existsSync(target))
}

/** Tarjan's strongly connected components: every group of two or more is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const files = ROOTS.flatMap(sourceFiles).map((f) => resolve(f))
const graph = new Map(files.map((f) => [f, importsOf(f)]))
const found = circles(graph)
for (const group of found) {
  console.error(`import circle: ${group.map((f) => relative('.', f)).join(' ⇄ ')}`)
}
if (found.length > 0) process.exit(1)
console.log(`No import circle among ${files.length} modules.`)
