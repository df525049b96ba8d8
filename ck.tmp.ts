import { machineRegistry } from './machines/index.ts'
import { readGuardDocs } from './scripts/guardDocs.ts'

const docs = readGuardDocs('.')
const used = new Map<string, string>()
for (const e of machineRegistry) {
  const walk = (n: any) => {
    const all = [...[...n.transitions.values()].flat(), ...(n.always ?? [])]
    for (const t of all) {
      const g: any = t.guard
      if (g) used.set(typeof g === 'string' ? g : (g.type ?? `fn in ${e.id}`), e.id)
    }
    for (const c of Object.values(n.states)) walk(c)
  }
  walk(e.machine.root)
}
for (const [g, m] of used) if (!docs[g]) console.log('MISSING', g, m)
console.log(Object.keys(docs).length, 'docs')
