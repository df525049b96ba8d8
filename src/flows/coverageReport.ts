import type { CoverageReport } from '../../flowmodel/coverage.ts'

// The reports the last `npm run test:paths` (pure and server replays) and its `--ui` run (keys
// `<machine>@ui`) wrote, if any, bundled when the explorer was built (`npm test` runs the path
// tests before it builds); absent on a fresh checkout.
const reports = import.meta.glob<CoverageReport>(
  ['/reports/paths-coverage.json', '/reports/paths-coverage-ui.json'],
  { import: 'default' },
)

export async function loadCoverageReport(): Promise<CoverageReport | null> {
  const loads = Object.values(reports)
  if (loads.length === 0) return null
  const parts = await Promise.all(loads.map((load) => load()))
  return Object.assign({}, ...parts) as CoverageReport
}
