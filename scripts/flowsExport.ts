import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { toStatechart } from '../flowmodel/statechart.ts'
import { machineRegistry } from '../machines/index.ts'
import { machineExports } from '../src/flows/exporting.tsx'
import { readGuardDocs } from './guardDocs.ts'
import { traceCsv, traceMarkdown, traceRows } from './traceability.ts'

/**
 * `npm run flows:export`: every machine of the registry as SVG and Mermaid in docs/flows/, with
 * an index of the machines and the rules their guards encode, and what holds each rule
 * (traceability.md and .csv), so flows can be read in a pull request. A unit test fails when
 * these files are older than the machines.
 */
export const FLOWS_DIR = 'docs/flows'

export async function flowFiles(root = '.'): Promise<Map<string, string>> {
  const docs = readGuardDocs(root)
  const files = new Map<string, string>()
  const index = [
    '# Flows',
    '',
    'Written by `npm run flows:export` from `machines/index.ts`; do not edit by hand.',
    'What holds each rule, by spec section: [traceability.md](traceability.md) ([CSV](traceability.csv)).',
    'Open `flows.html` in the running app to step through them.',
    '',
  ]
  for (const entry of machineRegistry) {
    const { svg, mermaid } = await machineExports(entry.machine, entry.title)
    files.set(`${entry.id}.svg`, svg)
    files.set(`${entry.id}.mmd`, mermaid)
    const guards = [...new Set(toStatechart(entry.machine).edges.flatMap((e) => e.guardNames))]
    index.push(
      `## ${entry.title} (\`${entry.id}\`, ${entry.kind})`,
      '',
      entry.description,
      '',
      `![${entry.title}](${entry.id}.svg) · [Mermaid](${entry.id}.mmd)`,
      '',
      ...guards.map((name) => {
        const doc = docs[name]
        return `- \`${name}\`: ${doc ? `${doc.text} (${doc.cite}; ${doc.source.replace(/:\d+$/, '')})` : 'undocumented'}`
      }),
      '',
    )
  }
  files.set('README.md', `${index.join('\n').trimEnd()}\n`)
  // Which rules hold what, by spec section (issue 50): for product owners, and as a sheet.
  const trace = await traceRows(root)
  files.set('traceability.md', traceMarkdown(trace))
  files.set('traceability.csv', traceCsv(trace))
  return files
}

async function main() {
  const files = await flowFiles()
  mkdirSync(FLOWS_DIR, { recursive: true })
  for (const old of readdirSync(FLOWS_DIR)) if (!files.has(old)) rmSync(join(FLOWS_DIR, old))
  for (const [name, text] of files) writeFileSync(join(FLOWS_DIR, name), text)
  console.log(`${files.size} files in ${FLOWS_DIR}/`)
}

if (process.argv[1]?.endsWith('flowsExport.ts')) await main()
