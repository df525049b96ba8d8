/**
 * Why a change of a rule might go unnoticed (issue 50): no decision-table row names it, or the
 * generated paths never make it answer both yes and no. One rule, read by the traceability
 * export (its words) and by the flow explorer (translated).
 */
export type UnheldReason = 'noTableRow' | 'pathsOneWay'

export function unheldReasons(trace: {
  tableRows: number
  pathsYes: number
  pathsNo: number
}): UnheldReason[] {
  return [
    ...(trace.tableRows === 0 ? (['noTableRow'] as const) : []),
    ...(trace.pathsYes === 0 || trace.pathsNo === 0 ? (['pathsOneWay'] as const) : []),
  ]
}
