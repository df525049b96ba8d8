/** `npx tsx bench/browser/run.ts`: the browser half of issue 17's table, alone. */
import { ratioTable } from '../ratioTable.ts'
import { browserRatios } from './index.ts'

console.log(ratioTable(await browserRatios()))
process.exit(0)
