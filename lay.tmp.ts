import { machineRegistry } from './machines/index.ts'
import { layoutStatechart } from './src/flows/model/layout.ts'
import { toStatechart } from './src/flows/model/statechart.ts'

for (const e of machineRegistry) {
  const t0 = performance.now()
  try {
    const l = await layoutStatechart(toStatechart(e.machine))
    const missing = l.edges.filter((x) => x.points.length === 0).length
    console.log(
      e.id,
      Math.round(l.width),
      Math.round(l.height),
      l.nodes.length,
      l.edges.length,
      'nopoints',
      missing,
      Math.round(performance.now() - t0) + 'ms',
    )
  } catch (err) {
    console.log(e.id, 'ERR', String(err).slice(0, 300))
  }
}
const l = await layoutStatechart(
  toStatechart(machineRegistry.find((m) => m.id === 'market')!.machine),
)
console.log(JSON.stringify(l.nodes.slice(0, 3)), JSON.stringify(l.edges.slice(0, 2)))
