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
  {
    file: 'machines/credit/loan.ts',
    line: 29,
    replacement: 'true',
    reason:
      "repayOf is called only by repaysInFull and repaysInPart, which the loan machine asks only on a 'loan.repay' transition: wherever it is reached the event is a repayment, so the type test is always true",
  },
  {
    file: 'machines/funds/withdrawalGate.ts',
    line: 42,
    replacement: 'true',
    reason:
      "realNameNotVerified is asked by the gate only after realNameRejected, which blocks exactly when kyc is 'rejected'; in the checklist a blocking rejection takes the real-name row's place (WITHDRAWAL_ROW_OF, withdrawalChecklistRows): its answer for a rejected real name is never seen",
  },
  {
    file: 'machines/funds/withdrawalGate.ts',
    line: 42,
    replacement: '""',
    reason:
      "kyc is never '' (KYC_STATUSES), so f.kyc !== '' is always true: the line's `true` mutant again, unseen for the same reason (the rejection is named first, and shown in the real-name row)",
  },
  {
    file: 'machines/ipo/subscriptionGate.ts',
    line: 30,
    replacement: 'text',
    reason:
      'the number is read only after the regex found the trimmed text to be 1 to 9 digits, and Number() skips the same white space around a numeral as trim() (ECMAScript StringToNumber and String.prototype.trim both strip WhiteSpace and LineTerminator; checked over every code point): Number(text) is Number(text.trim())',
  },
  {
    file: 'machines/ipo/subscriptionGate.ts',
    line: 52,
    replacement: 'f.shares',
    reason:
      'asked only once wholeShares(f) found the trimmed text to be 1 to 9 digits, and Number() skips the same white space as trim(): Number(f.shares) is Number(f.shares.trim())',
  },
  {
    file: 'machines/order/placement.ts',
    line: 147,
    replacement: 'true',
    reason:
      'when recentOrders is undefined (the screen does not count orders), undefined >= ordersPerMinute is false for every number, so submittingTooOften answers no with or without the test',
  },
]
