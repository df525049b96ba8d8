import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { type LoanEvent, loanMachine } from './loan.ts'

/**
 * A credit loan's life (spec §2 Credit loan, §4 Review, §5 Credit), written from the spec: each
 * row the events from the request on, and the state the loan must then be in — with repaying
 * exactly what is owed, a cent less and a cent more.
 */

const submitted: LoanEvent[] = [{ type: 'loan.submit' }]
const approved: LoanEvent[] = [...submitted, { type: 'loan.approve' }]
const repay = (amount: string, outstanding: string): LoanEvent => ({
  type: 'loan.repay',
  amount,
  outstanding,
})
/** Approved for 500 €, then 200 € repaid: 300 € owed. */
const partlyRepaid: LoanEvent[] = [...approved, repay('200.00', '500.00')]
const run = (events: LoanEvent[]): Partial<LifecycleRun> => ({ events })

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the loan', loanMachine, [
    rule(EVERY_RULE, 'spec §2 Credit loan, §4 Review', [
      { name: 'just requested', change: run([]), expect: 'requested' },
      { name: 'submitted: pending review', change: run(submitted), expect: 'pendingReview' },
      { name: 'approved: owed', change: run(approved), expect: 'outstanding' },
      {
        name: 'approved before it was submitted: refused',
        change: run([{ type: 'loan.approve' }]),
        expect: 'requested',
      },
      {
        name: 'repaid while pending review: refused',
        change: run([...submitted, repay('500.00', '500.00')]),
        expect: 'pendingReview',
      },
      {
        name: 'repaid in full, then repaid again: nothing more is owed',
        change: run([...approved, repay('500.00', '500.00'), repay('10.00', '10.00')]),
        expect: 'repaid',
      },
    ]),
    rule('repaysInFull', 'spec §5 Credit', [
      ...boundary(
        'a repayment against the 500.00 owed',
        cents('500.00'),
        (amount) => run([...approved, repay(amount, '500.00')]),
        { below: 'partlyRepaid', at: 'repaid', above: 'outstanding' },
      ),
      ...boundary(
        'after a part, a repayment against the 300.00 still owed',
        cents('300.00'),
        (amount) => run([...partlyRepaid, repay(amount, '300.00')]),
        { below: 'partlyRepaid', at: 'repaid', above: 'partlyRepaid' },
      ),
      {
        name: 'what is owed written without cents',
        change: run([...approved, repay('500', '500.00')]),
        expect: 'repaid',
      },
    ]),
    rule('repaysInPart', 'spec §5 Credit', [
      {
        name: 'a first part of 200.00 of 500.00',
        change: run([...approved, repay('200.00', '500.00')]),
        expect: 'partlyRepaid',
      },
      {
        name: 'a repayment of zero: refused',
        change: run([...approved, repay('0.00', '500.00')]),
        expect: 'outstanding',
      },
      {
        name: 'a repayment that is not an amount: refused',
        change: run([...approved, repay('all', '500.00')]),
        expect: 'outstanding',
      },
      {
        name: 'three parts that settle it',
        change: run([...partlyRepaid, repay('100.00', '300.00'), repay('200.00', '200.00')]),
        expect: 'repaid',
      },
    ]),
    rule('hasReason', 'not in the spec', [
      {
        name: 'rejected with a reason',
        change: run([
          ...submitted,
          { type: 'loan.reject', reason: 'Income could not be confirmed.' },
        ]),
        expect: 'rejected',
      },
      {
        name: 'rejected with an empty reason: refused',
        change: run([...submitted, { type: 'loan.reject', reason: '' }]),
        expect: 'pendingReview',
      },
      {
        name: 'rejected with only spaces for a reason: refused',
        change: run([...submitted, { type: 'loan.reject', reason: '   ' }]),
        expect: 'pendingReview',
      },
      {
        name: 'rejected without a reason: refused',
        change: run([...submitted, { type: 'loan.reject' }]),
        expect: 'pendingReview',
      },
    ]),
  ]),
]
