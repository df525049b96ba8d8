import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { machineDocsPlugin } from '../../../scripts/machineDocsPlugin.ts'

type Transform = (
  this: { environment?: { name: string } },
  code: string,
  id: string,
) => { code: string } | null

/** The plugin's transform, as the build of one app (environment) calls it. */
function transform(code: string, id: string, environment = 'client'): string | null {
  const hook = machineDocsPlugin().transform as unknown as Transform
  return hook.call({ environment: { name: environment } }, code, id)?.code ?? null
}

const MACHINE = `
const m = setup({}).createMachine({
  id: 'x',
  description: 'What the machine is for.',
  states: {
    a: { description: \`The first step.\`, on: { go: 'b' } },
    b: { tags: ['done'], description: 'The last step.' },
    c: { description: 'Alone.' },
    d: { description: \`\${'not plain'}\` },
  },
})
export const g = defineGate('gate', 'What the gate decides.', [
  { state: 's', code: 'c', description: 'A check.', blocks: { name: 'n', test: () => true } },
])
`

describe('machine descriptions in the apps (issue 17)', () => {
  it('are dropped from machines/ for the investor app and the console, leaving valid code', () => {
    const out = transform(MACHINE, '/repo/machines/x/machine.ts')!
    expect(() => parseAst(out)).not.toThrow()
    expect(out).not.toMatch(/What the machine is for|The first step|The last step|Alone|A check/)
    expect(out).not.toContain('What the gate decides')
    expect(out).toContain("defineGate('gate', ''")
    // What the machine runs on stays: its states, transitions, tags and gate checks.
    expect(out).toMatch(/on: \{ go: 'b' \}/)
    expect(out).toMatch(/tags: \['done'\]/)
    expect(out).toMatch(/blocks: \{ name: 'n'/)
    // A description built at run time is code, and is left alone.
    expect(out).toContain('description: `$' + "{'not plain'}`")
  })

  it('stay in the flow explorer, which shows them, and outside machines/', () => {
    expect(transform(MACHINE, '/repo/machines/x/machine.ts', 'flows')).toBeNull()
    expect(transform(MACHINE, '/repo/src/features/x/View.tsx')).toBeNull()
  })
})
