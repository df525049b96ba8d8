import { type EquivalentMutant, isListedEquivalent } from './equivalent.ts'

/** The part of Stryker's report (or its incremental state, the same schema) a survivor list reads. */
interface Report {
  files: Record<
    string,
    {
      source: string
      mutants: {
        status: string
        mutatorName: string
        replacement?: string
        location: { start: { line: number; column: number } }
      }[]
    }
  >
}

const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/**
 * What no test noticed, file by file, in the words a test writer needs: where, which change,
 * and the line it changed; the allow-listed equivalents left out. `--survivors` prints it from
 * the committed state, so nobody has to run Stryker to know what to test next.
 */
export function survivorList(
  report: Report,
  equivalent: readonly EquivalentMutant[],
  only: (file: string) => boolean = () => true,
): string {
  const sections: string[] = []
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (!only(file)) continue
    const lines = source.split('\n')
    const undetected = mutants
      .filter((m) => UNDETECTED.has(m.status))
      .filter((m) => !isListedEquivalent(equivalent, file, m))
      .sort((a, b) => a.location.start.line - b.location.start.line)
    if (undetected.length === 0) continue
    sections.push(
      [
        `## ${file} (${undetected.length} of ${mutants.length})`,
        ...undetected.map(({ location: { start }, status, mutatorName, replacement }) => {
          const code = (lines[start.line - 1] ?? '').trim()
          return `- ${start.line}:${start.column} ${status} ${mutatorName} → \`${oneLine(replacement ?? '')}\` in \`${oneLine(code)}\``
        }),
      ].join('\n'),
    )
  }
  return sections.join('\n\n')
}

/** A replacement can span lines (a block emptied); one line of at most 120 characters reads. */
const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ')
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat
}
