import { describe, expect, it } from 'vitest'
import { unheldReasons } from '../../../scripts/ruleHeld.ts'
import { csvCells } from '../../../scripts/ruleTracePlugin.ts'

/** Issue 50: when a change of a rule might go unnoticed, as decision 0068 says. */
describe('an unheld rule', () => {
  it.each([
    [{ tableRows: 3, pathsYes: 2, pathsNo: 5 }, []],
    [{ tableRows: 0, pathsYes: 2, pathsNo: 5 }, ['noTableRow']],
    [{ tableRows: 3, pathsYes: 0, pathsNo: 5 }, ['pathsOneWay']],
    [{ tableRows: 3, pathsYes: 4, pathsNo: 0 }, ['pathsOneWay']],
    [{ tableRows: 0, pathsYes: 0, pathsNo: 0 }, ['noTableRow', 'pathsOneWay']],
    [{ tableRows: 3, pathsYes: 2, pathsNo: 5, mutants: 12, mutantsNoticed: 12 }, []],
    [
      { tableRows: 3, pathsYes: 2, pathsNo: 5, mutants: 12, mutantsNoticed: 11 },
      ['mutantsSurvive'],
    ],
    [{ tableRows: 3, pathsYes: 2, pathsNo: 5, mutants: null, mutantsNoticed: null }, []],
  ])('%o: %o', (trace, reasons) => {
    expect(unheldReasons(trace)).toEqual(reasons)
  })

  it('reads the export’s quoted cells back', () => {
    expect(csvCells('a,"b, c","say ""no""",')).toEqual(['a', 'b, c', 'say "no"', ''])
  })
})
