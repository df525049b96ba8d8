import { describe, expect, it } from 'vitest'
import { machineRegistry } from '../../../machines/index.ts'
import type { CoverageReport } from '../../paths/coverageFile.ts'
import { missingServerReplays, WITHOUT_SERVER_REPLAY } from '../../paths/serverReplays.ts'

const row = {
  title: '',
  states: { all: [], reached: [] },
  transitions: { all: [], reached: [] },
  paths: 1,
}

describe('every lifecycle the server applies is replayed against it (issue 50, item 5)', () => {
  const registry = [
    { id: 'deposit', kind: 'entity' as const },
    { id: 'loan', kind: 'entity' as const },
    { id: 'depositGate', kind: 'gate' as const },
    { id: 'market', kind: 'client' as const },
  ]

  it('names an entity with no server rows in the report', () => {
    const report: CoverageReport = { deposit: row, 'deposit@server': row, loan: row }
    expect(missingServerReplays(report, registry, {})).toEqual(['loan'])
  })

  it('does not count a server row of no paths as a replay', () => {
    const report: CoverageReport = { 'deposit@server': row, 'loan@server': { ...row, paths: 0 } }
    expect(missingServerReplays(report, registry, {})).toEqual(['loan'])
  })

  it('excuses an entity the allow-list names, and asks nothing of gates and client flows', () => {
    const report: CoverageReport = { deposit: row, 'deposit@server': row }
    expect(missingServerReplays(report, registry, { loan: 'a reason' })).toEqual([])
  })

  it('the allow-list names only registered entities, each with a reason', () => {
    for (const [id, reason] of Object.entries(WITHOUT_SERVER_REPLAY)) {
      expect(machineRegistry.find((m) => m.id === id)?.kind, id).toBe('entity')
      expect(reason.length).toBeGreaterThan(20)
    }
  })
})
