import type { MachineEntry } from '../../machines/registry.ts'
import type { CoverageReport } from './coverageFile.ts'

/**
 * Every lifecycle the server applies is replayed against it (issue 50, item 5): an `entity`
 * machine — a deposit, an order, a loan, each product line's own — keeps its state in the
 * database, so its generated paths must drive the real server (`describeServerReplays` in a
 * `tests/paths/<line>.server.paths.test.ts`), unless it stands here with the reason a reviewer
 * accepts. Gates decide from facts a call brings and keep no state: their rules are held by the
 * decision tables, and the server's use of them by the replays' refusals (status 0) of the
 * entities they guard and the fuzz suite. Client machines run in the browser (the UI replays).
 */
export const WITHOUT_SERVER_REPLAY: Record<string, string> = {}

/**
 * The entity machines a full run replayed against no server (no row, or a row of no paths) and
 * the allow-list does not excuse.
 */
export function missingServerReplays(
  report: CoverageReport,
  registry: readonly Pick<MachineEntry, 'id' | 'kind'>[],
  allowList: Record<string, string> = WITHOUT_SERVER_REPLAY,
): string[] {
  return registry
    .filter((m) => m.kind === 'entity')
    .map((m) => m.id)
    .filter((id) => !((report[`${id}@server`]?.paths ?? 0) > 0) && !Object.hasOwn(allowList, id))
}
