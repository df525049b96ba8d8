import { walk } from 'estree-walker'
import MagicString from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/**
 * The modules that may define call contracts: any in machines/ (most are machines/<domain>/calls.ts,
 * some sit beside the flow they serve), but the module that defines `defineCall` itself.
 */
const MACHINES = /[\\/]machines[\\/].+\.ts$/
const CALL_DEFINITION = /[\\/]machines[\\/]contract[\\/]call\.ts$/

/** The properties of a `defineCall({...})` that only the server reads. */
const SERVER_ONLY = new Set(['request', 'answer', 'summary'])

interface Node {
  type: string
  start: number
  end: number
  callee?: { type: string; name?: string }
  arguments?: Node[]
  properties?: Array<Node & { key?: { type: string; name?: string } }>
}

/**
 * The browser's half of each call contract (issue 17): in the apps' production build, every
 * `defineCall({...})` keeps its path, access and upload flag and drops the request and answer
 * schemas and the summary. The browser never parses with them (the server does, and OpenAPI
 * documents them), and once no property refers to them the bundler drops the zod schemas as dead
 * code, so a first visit does not download them. Types are untouched: the compiler still checks
 * every call against its schemas. Build only: tests and the server import the whole contract.
 */
export function browserContractsPlugin(): Plugin {
  return {
    name: 'tradeflow:browser-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINES.test(id) || CALL_DEFINITION.test(id) || !code.includes('defineCall('))
        return null
      const ast = parseAst(code) as unknown as Node
      const s = new MagicString(code)
      walk(ast as never, {
        enter(node) {
          const call = node as unknown as Node
          if (call.type !== 'CallExpression' || call.callee?.name !== 'defineCall') return
          const spec = call.arguments?.[0]
          if (spec?.type !== 'ObjectExpression') return
          for (const property of spec.properties ?? []) {
            const name = property.key?.name
            if (name && SERVER_ONLY.has(name))
              s.overwrite(property.start, property.end, `${name}: 0`)
          }
        },
      })
      dropUnusedImports(ast, s)
      return { code: s.toString(), map: s.generateMap({ hires: true }) }
    },
  }
}

interface ImportNode extends Node {
  importKind?: string
  specifiers: Array<Node & { local: { name: string } }>
}

/**
 * Drops the imports only the dropped schemas used (a status list, a field builder): left in, each
 * keeps its module in the graph of every page that imports the contract, which places that module
 * in the page's first chunk even when nothing there runs it (machines/ modules have no side
 * effects). Names are matched by text in the file as rewritten: a declaration any of whose names
 * is still written anywhere stays whole.
 */
function dropUnusedImports(original: Node, s: MagicString) {
  const used = new Set<string>()
  walk(parseAst(s.toString()) as never, {
    enter(node, parent) {
      const n = node as unknown as { type: string; name?: string }
      const within = (parent as { type?: string } | null)?.type ?? ''
      if (n.type === 'Identifier' && !/^Import(Default|Namespace)?Specifier$/.test(within))
        used.add(n.name!)
    },
  })
  for (const statement of (original as unknown as { body: Node[] }).body) {
    if (statement.type !== 'ImportDeclaration') continue
    const declaration = statement as ImportNode
    if (declaration.importKind === 'type' || declaration.specifiers.length === 0) continue
    if (declaration.specifiers.some((spec) => used.has(spec.local.name))) continue
    s.remove(declaration.start, declaration.end)
  }
}
