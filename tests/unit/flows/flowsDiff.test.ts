import { describe, expect, it } from 'vitest'
import { type FlowSnapshot, flowChanges } from '../../../flowmodel/flowChanges.ts'
import { flowsReport as reportOf } from '../../../scripts/flowsDiff.ts'

const flowsReport = (ref: string, before: FlowSnapshot, after: FlowSnapshot) =>
  reportOf(flowChanges(ref, before, after))

const gate = {
  title: 'Withdrawal gate',
  states: ['evaluating', 'allowed', 'creditTooLow'],
  transitions: ['evaluating → creditTooLow [creditScoreTooLow]', 'evaluating → allowed'],
  guards: { creditScoreTooLow: 'a score below the minimum blocks (spec §6 Withdrawal gate)' },
}
const before: FlowSnapshot = {
  machines: { withdrawalGate: gate },
  constants: { 'machines/rules.ts DEFAULT_MIN_CREDIT_SCORE': '60' },
  outcomes: { withdrawalGate: ['score 59: (start) ⇒ creditTooLow [blocked]'] },
}

/** Issue 50 item 6: what a product owner reads of a change to a flow. */
describe('npm run flows:diff', () => {
  it('says nothing changed when nothing did', () => {
    expect(flowsReport('main', before, before)).toContain('Nothing: the same states')
  })

  it('names a reworded rule, a transition gone, a constant and an outcome changed', () => {
    const after: FlowSnapshot = {
      machines: {
        withdrawalGate: {
          ...gate,
          transitions: ['evaluating → allowed'],
          guards: { creditScoreTooLow: 'a score at or below the minimum blocks (spec §6)' },
        },
      },
      constants: { 'machines/rules.ts DEFAULT_MIN_CREDIT_SCORE': '50' },
      outcomes: { withdrawalGate: ['score 59: (start) ⇒ allowed'] },
    }
    const report = flowsReport('main', before, after)
    expect(report).toContain('## Withdrawal gate (`withdrawalGate`)')
    expect(report).toContain('- transition removed: evaluating → creditTooLow [creditScoreTooLow]')
    expect(report).toContain(
      '- rule reworded: `creditScoreTooLow` — was “a score below the minimum blocks (spec §6 Withdrawal gate)”, now “a score at or below the minimum blocks (spec §6)”',
    )
    expect(report).toContain('  - before: score 59: (start) ⇒ creditTooLow [blocked]')
    expect(report).toContain('  - now: score 59: (start) ⇒ allowed')
    expect(report).toContain('- `DEFAULT_MIN_CREDIT_SCORE` (machines/rules.ts): 60 → 50')
  })

  it('names a machine added and one removed', () => {
    const after: FlowSnapshot = {
      machines: { plan: { title: 'Savings plan', states: [], transitions: [], guards: {} } },
      constants: before.constants,
      outcomes: {},
    }
    const report = flowsReport('main', before, after)
    expect(report).toContain('## Withdrawal gate (`withdrawalGate`)\n\n- machine removed')
    expect(report).toContain('## Savings plan (`plan`)\n\n- new machine')
  })
})
