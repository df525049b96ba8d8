import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { and, setup } from 'xstate'
import { layoutStatechart } from '../../../flowmodel/layout.ts'
import { toMermaid } from '../../../flowmodel/mermaid.ts'
import { toStatechart } from '../../../flowmodel/statechart.ts'
import { FLOWS_DIR, flowFiles } from '../../../scripts/flowsExport.ts'
import { StatechartSvg } from '../../../src/flows/components/StatechartSvg.tsx'

/** Nested states, a guard, a combined guard, an eventless and a delayed transition, a final state. */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'poke' } },
  guards: { ready: () => true, steady: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'sample',
  initial: 'outer',
  on: { poke: { actions: () => {} } },
  states: {
    outer: {
      initial: 'first',
      states: {
        first: { on: { go: { guard: 'ready', target: 'second' } } },
        second: {
          after: { wait: 'first' },
          always: { guard: and(['ready', 'steady']), target: '#sample.done' },
        },
      },
      on: { stop: 'done' },
    },
    done: { type: 'final' },
  },
})

describe('statechart model', () => {
  const chart = toStatechart(sample)

  it('has every state, nested ones under their parent, with initial and final marked', () => {
    expect(chart.nodes.map((n) => [n.id, n.parent, n.kind, n.initial])).toEqual([
      ['sample', null, 'compound', false],
      ['sample.outer', 'sample', 'compound', true],
      ['sample.outer.first', 'sample.outer', 'atomic', true],
      ['sample.outer.second', 'sample.outer', 'atomic', false],
      ['sample.done', 'sample', 'final', false],
    ])
  })

  it('has every transition, eventless, delayed and targetless ones included, with its guard', () => {
    expect(chart.edges.map((e) => [e.source, e.event, e.guard, e.targets])).toEqual([
      ['sample', 'poke', null, []],
      ['sample.outer', 'stop', null, ['sample.done']],
      ['sample.outer.first', 'go', 'ready', ['sample.outer.second']],
      [
        'sample.outer.second',
        'xstate.after.wait.sample.outer.second',
        null,
        ['sample.outer.first'],
      ],
      ['sample.outer.second', '', 'ready && steady', ['sample.done']],
    ])
    expect(chart.edges[4]?.guardNames).toEqual(['ready', 'steady'])
  })
})

describe('layout and SVG', () => {
  it('places children inside their parent and routes every edge', async () => {
    const layout = await layoutStatechart(toStatechart(sample))
    const byId = new Map(layout.nodes.map((n) => [n.id, n]))
    for (const node of layout.nodes) {
      const parent = node.parent ? byId.get(node.parent) : null
      expect(node.width).toBeGreaterThan(0)
      if (!parent) continue
      expect(node.x).toBeGreaterThanOrEqual(parent.x)
      expect(node.y).toBeGreaterThanOrEqual(parent.y)
      expect(node.x + node.width).toBeLessThanOrEqual(parent.x + parent.width)
      expect(node.y + node.height).toBeLessThanOrEqual(parent.y + parent.height)
    }
    expect(layout.edges).toHaveLength(5)
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2)
    expect(layout.edges.find((e) => e.event === 'poke')?.target).toBe('sample')
  })

  it('draws every state and every transition with its event and guard', async () => {
    const layout = await layoutStatechart(toStatechart(sample))
    const svg = renderToStaticMarkup(<StatechartSvg layout={layout} />)
    for (const node of layout.nodes) expect(svg).toContain(`data-state="${node.id}"`)
    for (const edge of layout.edges)
      expect(svg).toContain(
        `data-edge="${edge.key.replaceAll('&', '&amp;').replaceAll('>', '&gt;')}"`,
      )
    expect(svg).toContain('>after wait<')
    expect(svg).toContain('>[ready &amp;&amp; steady]<')
    // the final state's inner border, and the initial dots of the two initial states
    expect(svg.match(/<circle /g)).toHaveLength(2)
    expect(svg.match(/<rect x="\d/g)?.length).toBeGreaterThanOrEqual(layout.nodes.length + 1)
  })

  it('lays out the same chart the same way twice', async () => {
    const chart = toStatechart(sample)
    expect(await layoutStatechart(chart)).toEqual(await layoutStatechart(chart))
  })
})

describe('Mermaid', () => {
  it('writes a stateDiagram-v2 with every state, nesting, initial, final and transition', () => {
    expect(toMermaid(toStatechart(sample))).toBe(
      [
        'stateDiagram-v2',
        '  direction TB',
        '  state "sample" as sample',
        '  state sample {',
        '    state "outer" as sample_outer',
        '    state sample_outer {',
        '      state "first" as sample_outer_first',
        '      state "second" as sample_outer_second',
        '      [*] --> sample_outer_first',
        '    }',
        '    state "done" as sample_done',
        '    [*] --> sample_outer',
        '    sample_done --> [*]',
        '  }',
        '  [*] --> sample',
        '  sample --> sample : poke',
        '  sample_outer --> sample_done : stop',
        '  sample_outer_first --> sample_outer_second : go [ready]',
        '  sample_outer_second --> sample_outer_first : after wait',
        '  sample_outer_second --> sample_done : always [ready && steady]',
        '',
      ].join('\n'),
    )
  })
})

describe('docs/flows', () => {
  it('holds what `npm run flows:export` writes today (run it after changing a machine)', async () => {
    const files = await flowFiles()
    expect(readdirSync(FLOWS_DIR).sort()).toEqual([...files.keys()].sort())
    for (const [name, text] of files)
      expect(readFileSync(join(FLOWS_DIR, name), 'utf8'), name).toBe(text)
  })
})
