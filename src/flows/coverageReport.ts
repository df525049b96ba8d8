import type { CoverageReport } from '../../flowmodel/coverage.ts'

// The report the last `npm run test:paths` wrote, if any, bundled when the explorer was built
// (`npm test` runs the path tests before it builds); absent on a fresh checkout.
const reports = import.meta.glob<CoverageReport>('/reports/paths-coverage.json', {
  import: 'default',
})

export async function loadCoverageReport(): Promise<CoverageReport | null> {
  const load = Object.values(reports)[0]
  return load ? load() : null
}
