import { renderToStaticMarkup } from 'react-dom/server'
import type { AnyStateMachine } from 'xstate'
import { layoutStatechart } from '../../flowmodel/layout.ts'
import { toMermaid } from '../../flowmodel/mermaid.ts'
import { toStatechart } from '../../flowmodel/statechart.ts'
import { StatechartSvg } from './components/StatechartSvg.tsx'

/**
 * A machine's diagram as files: the SVG the explorer draws (same component, no highlights) and
 * its Mermaid text. The explorer loads this module only when the user exports, so the server
 * renderer stays out of its first load; `npm run flows:export` writes the same files for every
 * machine to docs/flows/.
 */
export async function machineExports(machine: AnyStateMachine, title: string) {
  const chart = toStatechart(machine)
  const layout = await layoutStatechart(chart)
  const svg = renderToStaticMarkup(<StatechartSvg layout={layout} title={title} />)
  return { svg: `${svg}\n`, mermaid: toMermaid(chart) }
}

/** Offers text as a file download in the browser. */
export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}
