import { describe, expect, it } from 'vitest'
import { guardLines, guardMutants } from '../../../scripts/guardMutants.ts'

const source = [
  "import { MIN } from './rules.ts'", // 1
  '', // 2
  '// spec §6 Withdrawal: a score below the minimum blocks', // 3
  'export const scoreTooLow = (f: { score: number }) =>', // 4
  '  f.score < MIN', // 5
  '', // 6
  'export const guards = {', // 7
  '  // spec §6 Withdrawal: the fund password must be set first', // 8
  '  // (a second line of the comment)', // 9
  '  noFundPassword: ({ context }: { context: { set: boolean } }) => {', // 10
  '    return !context.set', // 11
  '  },', // 12
  '  // spec §6 Withdrawal: a restriction blocks', // 13
  '  restricted: () => false,', // 14
  '}', // 15
].join('\n')

const mutant = (line: number, status: string, replacement = 'x', column = 5) => ({
  status,
  replacement,
  location: { start: { line, column } },
})

/** Issue 50, item 4: a rule's own mutation score, from the mutants inside its code. */
describe("a guard's mutants", () => {
  it('reads a guard as its declaration and what is indented under it', () => {
    expect(guardLines(source, 3)).toEqual([4, 5])
    expect(guardLines(source, 8)).toEqual([10, 12])
    expect(guardLines(source, 13)).toEqual([14, 14])
  })

  it('counts the mutants inside, noticed or not, leaving equivalent and ignored ones out', () => {
    const state = {
      'machines/w.ts': {
        source,
        mutants: [
          mutant(5, 'Killed'),
          mutant(5, 'Survived', 'f.score <= MIN'),
          mutant(11, 'Timeout'),
          mutant(11, 'Survived', 'context.set'),
          // The same change elsewhere on the line is another mutant: the allow-list names a column.
          mutant(11, 'Survived', 'context.set', 12),
          mutant(11, 'Ignored'),
          mutant(14, 'NoCoverage'),
          mutant(1, 'Survived'),
        ],
      },
    }
    const equivalent = [
      {
        file: 'machines/w.ts',
        line: 11,
        column: 5,
        replacement: 'context.set',
        reason: 'a test reason',
      },
    ]
    expect(guardMutants(state, 'machines/w.ts', 3, source, equivalent)).toEqual({
      mutants: 2,
      noticed: 1,
    })
    expect(guardMutants(state, 'machines/w.ts', 8, source, equivalent)).toEqual({
      mutants: 2,
      noticed: 1,
    })
    expect(guardMutants(state, 'machines/w.ts', 13, source, equivalent)).toEqual({
      mutants: 1,
      noticed: 0,
    })
  })

  it('knows nothing of a file never mutated, or changed since the state was written', () => {
    const state = { 'machines/w.ts': { source, mutants: [mutant(5, 'Killed')] } }
    expect(guardMutants(state, 'machines/other.ts', 3, source)).toBeNull()
    expect(guardMutants(state, 'machines/w.ts', 3, `${source}\n// more`)).toBeNull()
  })
})
