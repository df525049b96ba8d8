import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { layoutStatechart } from '../flowmodel/layout.ts'
import { toStatechart } from '../flowmodel/statechart.ts'
import { machineRegistry } from '../machines/index.ts'
import { StatechartSvg } from '../src/flows/components/StatechartSvg.tsx'

type Record = (what: string, value: string) => void

/**
 * The flow explorer's drawing cost: statechart → ELK layout → SVG markup for the largest machine
 * (by states and transitions), median of 20 after a warm-up, and the slowest machine; then the
 * whole `npm run test:paths` run, timed as a tester would wait for it.
 */
export async function flowsBench(record: Record, options: { pathsRun: boolean }) {
  const draw = async (id: string) => {
    const entry = machineRegistry.find((m) => m.id === id)!
    const start = performance.now()
    const layout = await layoutStatechart(toStatechart(entry.machine))
    renderToStaticMarkup(createElement(StatechartSvg, { layout }))
    return performance.now() - start
  }
  await draw('session') // loads ELK once
  const size = (id: string) => {
    const chart = toStatechart(machineRegistry.find((m) => m.id === id)!.machine)
    return chart.nodes.length + chart.edges.length
  }
  const largest = [...machineRegistry].sort((a, b) => size(b.id) - size(a.id))[0]!
  const samples: number[] = []
  for (let i = 0; i < 20; i++) samples.push(await draw(largest.id))
  samples.sort((a, b) => a - b)
  record(
    `flow diagram: layout + SVG, largest (${largest.id}, ${size(largest.id)} nodes+edges)`,
    `median ${samples[10]!.toFixed(1)} ms, max ${samples[19]!.toFixed(1)} ms (n=20)`,
  )
  let all = 0
  for (const entry of machineRegistry) all += await draw(entry.id)
  record(`flow diagrams: all ${machineRegistry.length} machines`, `${all.toFixed(0)} ms`)

  if (!options.pathsRun) {
    record('npm run test:paths', 'skipped (npm run bench -- --paths to time it)')
    return
  }
  const start = performance.now()
  const run = spawnSync('npx', ['tsx', 'scripts/testPaths.ts', '--seed', '1'], {
    stdio: 'ignore',
  })
  record(
    'npm run test:paths (whole run, wall clock)',
    `${((performance.now() - start) / 1000).toFixed(1)} s, exit ${run.status}`,
  )
}
