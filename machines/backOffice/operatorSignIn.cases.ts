import { type DecisionTable, EVERY_RULE, gateTable, guardTable, rule } from '../decisionTable.ts'
import {
  type OperatorAccessFacts,
  type OperatorLoginAttempt,
  operatorAccessGate,
  operatorLoginAsksCode,
  operatorLoginRefusalShown,
} from './operatorSignIn.ts'

/**
 * A console operator's sign-in (issue 25, decision 0052; issue 48), written from the decision:
 * an operator signed in with the second factor may make any call; one without it only the calls
 * that set it up. And what the login screen does with the server's answer.
 */

const access: OperatorAccessFacts = { signedInWithSecondFactor: true, callBeforeSetUp: false }
const attempt: OperatorLoginAttempt = { refusalCode: undefined, sentCode: undefined }
const CODE_ASKED = 'twoFactor.required'
const ISSUE_25 = 'not in the spec (issue 25)'

export const decisionTables: DecisionTable[] = [
  gateTable('console access', operatorAccessGate, access, [
    rule(EVERY_RULE, 'not in the spec (issue 25, decision 0052)', [
      { name: 'signed in with the second factor, any call', change: {}, expect: 'allowed' },
      {
        name: 'signed in with the second factor, a set-up call',
        change: { callBeforeSetUp: true },
        expect: 'allowed',
      },
    ]),
    rule('operatorSecondFactorMissing', ISSUE_25, [
      {
        name: 'without the second factor, any other call',
        change: { signedInWithSecondFactor: false },
        expect: 'secondFactorSetUpRequired',
      },
      {
        name: 'without the second factor, setting it up',
        change: { signedInWithSecondFactor: false, callBeforeSetUp: true },
        expect: 'allowed',
      },
    ]),
  ]),
  guardTable('operatorLoginAsksCode', operatorLoginAsksCode, attempt, ISSUE_25, [
    { name: 'a first try, nothing refused, no code sent', change: {}, expect: false },
    { name: 'the server asks for the code', change: { refusalCode: CODE_ASKED }, expect: true },
    {
      name: 'a code sent, the server refused it',
      change: { refusalCode: 'twoFactor.codeWrong', sentCode: '123456' },
      expect: true,
    },
    {
      name: 'a wrong password, no code sent',
      change: { refusalCode: 'auth.badCredentials' },
      expect: false,
    },
  ]),
  guardTable(
    'operatorLoginRefusalShown',
    (a: OperatorLoginAttempt) => operatorLoginRefusalShown(a.refusalCode),
    attempt,
    'not in the spec (issue 48)',
    [
      { name: 'nothing refused', change: {}, expect: false },
      { name: 'a wrong password', change: { refusalCode: 'auth.badCredentials' }, expect: true },
      {
        name: 'the ask for a code is a step, not a refusal',
        change: { refusalCode: CODE_ASKED },
        expect: false,
      },
    ],
  ),
]
