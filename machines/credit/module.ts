import { defineMachineModule } from '../productModule.ts'
import { entry } from '../registry.ts'
import { activationGate } from './activation.ts'
import { creditScreenMachine } from './creditScreen.ts'
import {
  activationFixtures,
  borrowFixtures,
  creditScreenFixtures,
  loanFixtures,
  repayFixtures,
} from './fixtures.ts'
import { loanMachine } from './loan.ts'
import { borrowGate, repayGate } from './loanForms.ts'
import { CREDIT_MESSAGES } from './serverMessages.ts'

/** Credit loans (spec §2 Credit loan and rating, issue 11): its machines and its server messages. */
export const creditMachines = defineMachineModule({
  name: 'credit',
  machines: [
    entry('creditActivation', 'Credit activation', 'gate', activationGate, activationFixtures),
    entry('loanRequest', 'Loan request', 'gate', borrowGate, borrowFixtures),
    entry('loan', 'Loan lifecycle', 'entity', loanMachine, loanFixtures),
    entry('loanRepayment', 'Loan repayment', 'gate', repayGate, repayFixtures),
    entry(
      'creditScreen',
      'Credit-loan screen',
      'client',
      creditScreenMachine,
      creditScreenFixtures,
    ),
  ],
  messages: CREDIT_MESSAGES,
})
