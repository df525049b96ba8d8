import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RuleTrace } from '../../../scripts/ruleTracePlugin.ts'
import { RuleTraceNote } from '../../../src/flows/components/RuleTraceNote.tsx'

const held: RuleTrace = {
  tableRows: 4,
  pathsYes: 3,
  pathsNo: 9,
  serverReplay: true,
  uiReplay: true,
  mutationFloor: 95,
  mutants: 6,
  mutantsNoticed: 6,
  unheld: [],
}

function rendered(trace: RuleTrace, locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RuleTraceNote trace={trace} />
    </I18nProvider>,
  )
}

/** Issue 50, item 4: beside each rule in the explorer, what holds it, and a mark where nothing might. */
describe('what holds a rule, beside it in the flow explorer', () => {
  it('a held rule: its rows, paths, floor and noticed changes, and no mark', () => {
    const html = rendered(held)
    expect(html).toContain('Decision-table rows: 4')
    expect(html).toContain('Paths answering yes / no: 3 / 9')
    expect(html).toContain('Mutation floor of its file: 95 %')
    expect(html).toContain('Changes to its code noticed: 6 of 6')
    expect(html).not.toContain('data-unheld')
    expect(html).not.toContain('flows-trace-warning')
  })

  it('an unheld rule is marked, with each reason in words', () => {
    const html = rendered({
      ...held,
      tableRows: 0,
      mutantsNoticed: 5,
      unheld: ['noTableRow', 'pathsOneWay', 'mutantsSurvive'],
    })
    expect(html).toContain('data-unheld="true"')
    expect(html).toContain(
      'A change of this rule might go unnoticed: no decision-table row; the paths never make it answer both ways; a change of its code passes every test',
    )
  })

  it('says when its file has no floor yet, and leaves out counts nobody measured', () => {
    const html = rendered({ ...held, mutationFloor: null, mutants: null, mutantsNoticed: null })
    expect(html).toContain('No mutation floor yet')
    expect(html).not.toContain('Changes to its code noticed')
  })
})
