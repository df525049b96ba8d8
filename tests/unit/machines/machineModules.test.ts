import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { machineRegistry } from '../../../machines/index.ts'
import { MACHINE_MODULES } from '../../../machines/modules.ts'
import { CORE_MESSAGES, SERVER_MESSAGES } from '../../../machines/serverMessages.ts'

/** The folders of machines/ that hold a file of the given name. */
const foldersWith = (file: string) =>
  readdirSync('machines', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`machines/${entry.name}/${file}`))
    .map((entry) => entry.name)
    .sort()

/** Issue 49: a product line's machines and messages live in its module, listed once. */
describe('the product lines of machines/ (machines/modules.ts)', () => {
  it('lists every machines/<line>/module.ts, each once', () => {
    const listed = MACHINE_MODULES.map((m) => m.name)
    expect([...listed].sort()).toEqual(foldersWith('module.ts'))
    expect(new Set(listed).size).toBe(listed.length)
  })

  it("gives each line's catalogue to its module, and joins each into the one catalogue", async () => {
    expect(foldersWith('serverMessages.ts')).toEqual(foldersWith('module.ts'))
    for (const line of MACHINE_MODULES) {
      const file = await import(`../../../machines/${line.name}/serverMessages.ts`)
      const [catalogue] = Object.values(file)
      expect(line.messages, line.name).toBe(catalogue)
      for (const [code, message] of Object.entries(line.messages))
        expect(SERVER_MESSAGES[code as keyof typeof SERVER_MESSAGES], code).toBe(message)
    }
  })

  it('has no message code in two catalogues (a later one would hide the first)', () => {
    const codes = [CORE_MESSAGES, ...MACHINE_MODULES.map((m) => m.messages)].flatMap((c) =>
      Object.keys(c),
    )
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([])
    expect(codes.length).toBe(Object.keys(SERVER_MESSAGES).length)
  })

  it("registers each line's machines, and no machine id twice", () => {
    const registered = new Set(machineRegistry)
    for (const line of MACHINE_MODULES)
      for (const machine of line.machines) expect(registered.has(machine), machine.id).toBe(true)
    const ids = machineRegistry.map((m) => m.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })
})
