import { type EquivalentMutant, isListedEquivalent } from './equivalent.ts'

/** The part of Stryker's JSON report (mutation-testing-report-schema) the scores read. */
interface Report {
  files: Record<
    string,
    {
      mutants: {
        status: string
        replacement?: string
        location: { start: { line: number; column: number } }
      }[]
    }
  >
}

export interface FileScore {
  file: string
  mutants: number
  killed: number
  survived: number
  equivalent: number
  /** Killed ÷ (killed + survived), in percent; the equivalent and ignored ones left out. */
  score: number
}

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** Each file's score, a survivor listed as equivalent counted as neither. */
export function scoresOf(report: Report, equivalent: readonly EquivalentMutant[]): FileScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const isEquivalent = (m: Report['files'][string]['mutants'][number]) =>
        isListedEquivalent(equivalent, file, m)
      const killed = mutants.filter((m) => DETECTED.has(m.status)).length
      const undetected = mutants.filter((m) => UNDETECTED.has(m.status))
      const survived = undetected.filter((m) => !isEquivalent(m)).length
      return {
        file,
        mutants: mutants.length,
        killed,
        survived,
        equivalent: undetected.length - survived,
        score: killed + survived === 0 ? 100 : (100 * killed) / (killed + survived),
      }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}
