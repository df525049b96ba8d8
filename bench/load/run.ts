/** `npx tsx bench/load/run.ts`: the server half of issue 17's table, alone. */
import { ratioTable } from '../ratioTable.ts'
import { serverRatios } from './index.ts'

console.log(ratioTable(await serverRatios()))
process.exit(0)
