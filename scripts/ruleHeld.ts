/**
 * Why a change of a rule might go unnoticed (issue 50): no decision-table row names it, the
 * generated paths never make it answer both yes and no, or a change Stryker made inside its code
 * passed every test (not an equivalent one). One rule, read by the traceability export (its
 * words) and by the flow explorer (translated).
 */
export type UnheldReason = 'noTableRow' | 'pathsOneWay' | 'mutantsSurvive'

export function unheldReasons(trace: {
  tableRows: number
  pathsYes: number
  pathsNo: number
  /** Null when the mutation state has no count for the rule (never run, or its file changed). */
  mutants?: number | null
  mutantsNoticed?: number | null
}): UnheldReason[] {
  const survivors = (trace.mutants ?? 0) - (trace.mutantsNoticed ?? 0)
  return [
    ...(trace.tableRows === 0 ? (['noTableRow'] as const) : []),
    ...(trace.pathsYes === 0 || trace.pathsNo === 0 ? (['pathsOneWay'] as const) : []),
    ...(survivors > 0 ? (['mutantsSurvive'] as const) : []),
  ]
}
