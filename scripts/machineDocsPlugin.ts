import { walk } from 'estree-walker'
import MagicString from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** The machines, their gates and their contracts. */
const MACHINES = /[\\/]machines[\\/].+\.ts$/

interface Node {
  type: string
  start: number
  end: number
  key?: { type: string; name?: string; value?: unknown }
  computed?: boolean
  value?: Node
  expressions?: unknown[]
  properties?: Node[]
  callee?: { type: string; name?: string }
  arguments?: Node[]
}

/** A string written out whole: a literal, or a template with nothing interpolated. */
const isPlainText = (node: Node | undefined) =>
  (node?.type === 'Literal' && typeof (node as { value?: unknown }).value === 'string') ||
  (node?.type === 'TemplateLiteral' && node.expressions?.length === 0)

const isDescription = (property: Node) =>
  property.type === 'Property' &&
  !property.computed &&
  (property.key?.name === 'description' || property.key?.value === 'description') &&
  isPlainText(property.value)

/**
 * The investor app and the console leave out the machines' descriptions (issue 17): the plain
 * words of each machine, state and gate check are for the flow explorer, which is built with
 * them, and for the diagrams and tests, which read the sources. No screen shows them, yet the
 * session machine's alone were 0.6 KiB (gzip) of a first visit. Every `description: '…'` in
 * machines/ is dropped, and a gate's (defineGate's second argument) becomes empty.
 */
export function machineDocsPlugin(): Plugin {
  return {
    name: 'tradeflow:machine-docs-out-of-apps',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (this.environment?.name === 'flows' || !MACHINES.test(id)) return null
      if (!code.includes('description')) return null
      const s = new MagicString(code)
      walk(parseAst(code) as never, {
        enter(node) {
          const n = node as unknown as Node
          if (n.type === 'ObjectExpression') dropDescriptions(n, s)
          if (n.type === 'CallExpression' && n.callee?.name === 'defineGate') {
            const text = n.arguments?.[1]
            if (isPlainText(text)) s.overwrite(text!.start, text!.end, "''")
          }
        },
      })
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null
    },
  }
}

/** Removes an object's description properties with the comma that separates each. */
function dropDescriptions(object: Node, s: MagicString) {
  const properties = object.properties ?? []
  properties.forEach((property, i) => {
    if (!isDescription(property)) return
    const next = properties[i + 1]
    const previous = properties[i - 1]
    if (next) s.remove(property.start, next.start)
    else if (previous && !isDescription(previous)) s.remove(previous.end, property.end)
    else s.remove(property.start, property.end)
  })
}
