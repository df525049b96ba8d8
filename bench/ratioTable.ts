/**
 * The side-by-side table of issue 17: each measure of the app next to a baseline measured in
 * the same run on the same machine, as a ratio against a goal. Absolute timings swing with
 * whatever else the machine is doing; a ratio of two things measured together swings less.
 */
export interface RatioRow {
  /** What is measured, e.g. "market orders/s through HTTP, 8 clients (PostgreSQL)". */
  measure: string
  /** The app's figure, with its unit, e.g. "412 orders/s (p99 31 ms)". */
  now: string
  /** The baseline's figure, with its unit, e.g. "raw single-row insert tx, 8 connections: 4,853/s". */
  baseline: string
  /** now ÷ baseline (or baseline ÷ now where smaller is better), as the goal states it. */
  ratio: number | null
  /** The goal in words, e.g. "≥ 0.5×". */
  goal: string
  /** Whether the ratio meets the goal; null when it could not be measured. */
  met: boolean | null
  /** Why a row could not be measured, or what else the reader should know. */
  note?: string
}

export const formatRatio = (ratio: number | null) =>
  ratio === null ? '—' : `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}×`

/** The table as Markdown, for the terminal and for reports/bench-ratios.md. */
export function ratioTable(rows: readonly RatioRow[]): string {
  const lines = [
    '| measure | now | baseline, same run | ratio | goal | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.measure} | ${r.now} | ${r.baseline} | ${formatRatio(r.ratio)} | ${r.goal} | ${
          r.met === null ? '—' : r.met ? 'yes' : 'no'
        }${r.note ? ` (${r.note})` : ''} |`,
    ),
  ]
  return lines.join('\n')
}

/** A row that could not be measured on this machine (no PostgreSQL, no build, no browser). */
export const unmeasured = (measure: string, goal: string, why: string): RatioRow => ({
  measure,
  now: '—',
  baseline: '—',
  ratio: null,
  goal,
  met: null,
  note: why,
})
