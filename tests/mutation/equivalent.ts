/**
 * Mutants that cannot change what a rule decides (issue 50), each with the reason a reviewer
 * accepts: they are left out of a file's score, as the coverage allow-list leaves out what no
 * path can reach. A mutant is named by its file, line and the code Stryker put in its place.
 */
export interface EquivalentMutant {
  file: string
  line: number
  replacement: string
  reason: string
}

export const EQUIVALENT_MUTANTS: readonly EquivalentMutant[] = [
  {
    file: 'machines/credit/loan.ts',
    line: 54,
    replacement: 'compareDecimal(r.amount, r.outstanding) <= 0',
    reason:
      'repaysInPart is asked only after repaysInFull (amount = outstanding) answered no, so "at most" and "less than" decide alike',
  },
]
