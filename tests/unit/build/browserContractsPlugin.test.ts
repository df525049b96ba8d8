import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { browserContractsPlugin } from '../../../scripts/browserContractsPlugin.ts'

type Transform = (code: string, id: string) => { code: string } | null
const transform = (code: string, id: string) =>
  (browserContractsPlugin().transform as unknown as Transform)(code, id)?.code ?? null

const CONTRACT = `import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
export const statusCall = defineCall({
  path: 'user/twoFactor',
  summary: 'Whether two-factor sign-in is on',
  request: zod.object({}),
  answer: zod.object({ enabled: zod.boolean() }),
  auth: true,
})
`

describe('the browser half of a call contract (issue 17)', () => {
  it('keeps path and access, drops schemas and summary, wherever in machines/ it is defined', () => {
    for (const id of ['/repo/machines/account/calls.ts', '/repo/machines/account/twoFactor.ts']) {
      const out = transform(CONTRACT, id)!
      expect(() => parseAst(out)).not.toThrow()
      expect(out).toContain("path: 'user/twoFactor'")
      expect(out).toContain('auth: true')
      expect(out).not.toContain('Whether two-factor sign-in is on')
      expect(out).not.toContain('zod.object')
      // The schemas' import goes too, so nothing keeps them in the page's graph.
      expect(out).not.toContain("from 'zod/mini'")
    }
  })

  it('leaves modules that define no call, and defineCall itself, alone', () => {
    expect(transform('export const x = 1', '/repo/machines/rules.ts')).toBeNull()
    expect(transform(CONTRACT, '/repo/machines/contract/call.ts')).toBeNull()
    expect(transform(CONTRACT, '/repo/src/features/x.ts')).toBeNull()
  })
})
