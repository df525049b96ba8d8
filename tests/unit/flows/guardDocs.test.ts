import { describe, expect, it } from 'vitest'
import { toStatechart } from '../../../flowmodel/statechart.ts'
import { machineRegistry } from '../../../machines/index.ts'
import { parseGuardComments, readGuardDocs } from '../../../scripts/guardDocs.ts'

describe('guard comments', () => {
  it('reads the citation and the rule above a declaration, an object key or a gate check', () => {
    const source = [
      '// spec §5 Withdrawal: the fund password must be set first',
      'export const fundPasswordNotSet = (f) => !f.fundPasswordSet',
      'const guards = {',
      '  // not in the spec (OWASP ASVS 2.2.1): too many wrong passwords',
      '  // pause withdrawals',
      '  locked: ({ context }) => context.locked,',
      '}',
      '// spec §9: a long press starts after 600 ms …',
      '      // spec §5 Registration and login: the two passwords must match',
      "      blocks: { name: 'isPasswordMismatch', test: (f) => f.a !== f.b },",
      '// a plain comment',
      'export const notAGuard = 1',
    ].join('\n')
    const docs = parseGuardComments(source, 'machines/x.ts')
    expect(docs.map((d) => [d.name, d.cite, d.text])).toEqual([
      ['fundPasswordNotSet', 'spec §5 Withdrawal', 'the fund password must be set first'],
      [
        'locked',
        'not in the spec (OWASP ASVS 2.2.1)',
        'too many wrong passwords pause withdrawals',
      ],
      ['isPasswordMismatch', 'spec §5 Registration and login', 'the two passwords must match'],
    ])
    expect(docs[0]?.source).toBe('machines/x.ts:1')
  })

  it('documents every guard of every registered machine with its source (ARCHITECTURE.md)', () => {
    const docs = readGuardDocs('.')
    const undocumented = machineRegistry.flatMap((entry) =>
      toStatechart(entry.machine)
        .edges.flatMap((e) => e.guardNames)
        .filter((name) => !docs[name])
        .map((name) => `${entry.id}: ${name}`),
    )
    expect(undocumented).toEqual([])
  })

  it('has no anonymous guard: every guard has a name the explorer can explain', () => {
    const anonymous = machineRegistry.flatMap((entry) =>
      toStatechart(entry.machine)
        .edges.filter((e) => e.guard !== null && e.guardNames.length === 0)
        .map((e) => `${entry.id}: ${e.key}`),
    )
    expect(anonymous).toEqual([])
  })
})
