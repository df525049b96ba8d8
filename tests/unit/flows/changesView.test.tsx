import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type FlowSnapshot, flowChanges } from '../../../flowmodel/flowChanges.ts'
import { ChangesView } from '../../../src/flows/views/ChangesView.tsx'

const gate = {
  title: 'Withdrawal gate',
  states: ['evaluating', 'allowed', 'creditTooLow'],
  transitions: ['evaluating → creditTooLow [creditScoreTooLow]', 'evaluating → allowed'],
  guards: { creditScoreTooLow: 'a score below the minimum blocks (spec §6)' },
}
const before: FlowSnapshot = {
  machines: { withdrawalGate: gate },
  constants: { 'machines/rules.ts DEFAULT_MIN_CREDIT_SCORE': '60' },
  outcomes: { withdrawalGate: ['score 59: (start) ⇒ creditTooLow [blocked]'] },
}
const after: FlowSnapshot = {
  machines: {
    withdrawalGate: {
      ...gate,
      guards: { creditScoreTooLow: 'a score at or below the minimum blocks (spec §6)' },
    },
  },
  constants: { 'machines/rules.ts DEFAULT_MIN_CREDIT_SCORE': '50' },
  outcomes: { withdrawalGate: ['score 59: (start) ⇒ allowed'] },
}

function rendered(changes: Parameters<typeof ChangesView>[0]['changes']) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ChangesView changes={changes} />
      </MemoryRouter>
    </I18nProvider>,
  )
}

/** Issue 50, item 6: the explorer's page of what changed in the flows since a commit. */
describe("the flow explorer's What changed page", () => {
  it('says how to compare when nobody has', () => {
    expect(rendered(null)).toContain('No comparison yet: run npm run flows:diff')
  })

  it('says nothing changed when nothing did', () => {
    expect(rendered(flowChanges('main', before, before, 'abc1234'))).toContain(
      'Nothing changed: the same states, transitions, rules and outcomes.',
    )
  })

  it('shows a reworded rule with its words, the paths that end otherwise and the constant', () => {
    const html = rendered(flowChanges('main', before, after, 'abc1234'))
    expect(html).toContain('Compared with main (abc1234).')
    expect(html).toContain('data-machine="withdrawalGate"')
    expect(html).toContain('Rule reworded')
    expect(html).toContain('was: a score below the minimum blocks (spec §6)')
    expect(html).toContain('now: a score at or below the minimum blocks (spec §6)')
    expect(html).toContain('Paths that end otherwise (approved outcomes)')
    expect(html).toContain('score 59: (start) ⇒ creditTooLow [blocked]')
    expect(html).toContain('score 59: (start) ⇒ allowed')
    expect(html).toContain('data-constant="DEFAULT_MIN_CREDIT_SCORE"')
    expect(html).toContain('60 →')
  })
})
