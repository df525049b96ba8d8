import {
  boundary,
  calendarDays,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import {
  type KycEvent,
  type KycSubmission,
  kycFormGate,
  kycMachine,
  kycSubmissionComplete,
} from './kyc.ts'

/**
 * Real-name verification (spec §4 Real-name, §5 Real-name verification, §9 Age), written from
 * the spec: an adult's complete submission judged on 23 November 2026; then each rule, with the
 * 14th and 18th birthdays and the date of birth against today, to the day. And its review.
 */

const TODAY = '2026-11-23'
const base: KycSubmission = {
  name: 'Ana García',
  idNumber: '12345678Z',
  dateOfBirth: '1990-05-17',
  today: TODAY,
  front: true,
  back: true,
}
const submit = (change: Partial<KycSubmission> = {}): KycEvent => ({
  type: 'kyc.submit',
  submission: { ...base, ...change },
})
const run = (events: KycEvent[]): Partial<LifecycleRun> => ({ events })
const REASON = 'The photo of the back is blurred.'

export const decisionTables: DecisionTable[] = [
  guardTable(
    'kycSubmissionComplete',
    kycSubmissionComplete,
    base,
    'spec §5 Real-name verification',
    [
      { name: 'name, ID number and both photos', change: {}, expect: true },
      { name: 'no name', change: { name: '' }, expect: false },
      { name: 'no ID number', change: { idNumber: '  ' }, expect: false },
      { name: 'no front photo', change: { front: false }, expect: false },
      { name: 'no back photo', change: { back: false }, expect: false },
    ],
  ),
  gateTable('the real-name form', kycFormGate, base, [
    rule(EVERY_RULE, 'spec §5 Real-name verification, §9 Age', [
      { name: 'an adult’s complete submission', change: {}, expect: 'allowed' },
      {
        name: 'no photo and born tomorrow: the form first',
        change: { back: false, dateOfBirth: '2026-11-24' },
        expect: 'incomplete',
      },
      {
        name: 'a child of 10 without a photo: the form first',
        change: { front: false, dateOfBirth: '2016-01-01' },
        expect: 'incomplete',
      },
    ]),
    rule('kycSubmissionIncomplete', 'spec §5 Real-name verification', [
      { name: 'no name', change: { name: ' ' }, expect: 'incomplete' },
      { name: 'no ID number', change: { idNumber: '' }, expect: 'incomplete' },
      { name: 'no front photo', change: { front: false }, expect: 'incomplete' },
      { name: 'no back photo', change: { back: false }, expect: 'incomplete' },
    ]),
    rule('dateOfBirthInvalid', 'spec §9 Age', [
      ...boundary(
        'a date of birth against today',
        calendarDays(TODAY),
        (dateOfBirth) => ({ dateOfBirth }),
        {
          below: 'guardianRequired',
          at: 'guardianRequired',
          above: 'dateOfBirthInvalid',
        },
      ),
      { name: 'no date of birth', change: { dateOfBirth: '' }, expect: 'dateOfBirthInvalid' },
      { name: '30 February', change: { dateOfBirth: '2000-02-30' }, expect: 'dateOfBirthInvalid' },
      { name: 'before 1900', change: { dateOfBirth: '1899-12-31' }, expect: 'dateOfBirthInvalid' },
      {
        name: 'written day first',
        change: { dateOfBirth: '17-05-1990' },
        expect: 'dateOfBirthInvalid',
      },
    ]),
    rule('childNeedsGuardian', 'spec §9 Age', [
      ...boundary(
        'a date of birth against the 14th birthday today',
        calendarDays('2012-11-23'),
        (dateOfBirth) => ({ dateOfBirth }),
        { below: 'underAge', at: 'underAge', above: 'guardianRequired' },
      ),
    ]),
    rule('underAdultAge', 'spec §9 Age', [
      ...boundary(
        'a date of birth against the 18th birthday today',
        calendarDays('2008-11-23'),
        (dateOfBirth) => ({ dateOfBirth }),
        { below: 'allowed', at: 'allowed', above: 'underAge' },
      ),
    ]),
  ]),
  lifecycleTable('real-name verification', kycMachine, [
    rule(EVERY_RULE, 'spec §4 Real-name', [
      { name: 'nothing sent yet', change: run([]), expect: 'notSubmitted' },
      {
        name: 'passed by the reviewer',
        change: run([submit(), { type: 'kyc.approve' }]),
        expect: 'passed',
      },
      {
        name: 'passed, then sent again: stays passed',
        change: run([submit(), { type: 'kyc.approve' }, submit()]),
        expect: 'passed',
      },
      {
        name: 'approved before anything was sent: refused',
        change: run([{ type: 'kyc.approve' }]),
        expect: 'notSubmitted',
      },
    ]),
    rule('submissionComplete', 'spec §5 Real-name verification', [
      {
        name: 'a complete submission: under review',
        change: run([submit()]),
        expect: 'underReview',
      },
      {
        name: 'without the back photo: refused',
        change: run([submit({ back: false })]),
        expect: 'notSubmitted',
      },
      {
        name: 'a 17-year-old’s: refused',
        change: run([submit({ dateOfBirth: '2008-11-24' })]),
        expect: 'notSubmitted',
      },
      {
        name: 'an 18-year-old’s, born 18 years ago today',
        change: run([submit({ dateOfBirth: '2008-11-23' })]),
        expect: 'underReview',
      },
      {
        name: 'rejected, then sent again complete',
        change: run([submit(), { type: 'kyc.reject', reason: REASON }, submit()]),
        expect: 'underReview',
      },
      {
        name: 'rejected, then sent again without a photo: refused',
        change: run([submit(), { type: 'kyc.reject', reason: REASON }, submit({ front: false })]),
        expect: 'rejected',
      },
    ]),
    rule('hasReason', 'not in the spec', [
      {
        name: 'rejected with a reason',
        change: run([submit(), { type: 'kyc.reject', reason: REASON }]),
        expect: 'rejected',
      },
      {
        name: 'rejected without a reason: refused',
        change: run([submit(), { type: 'kyc.reject' }]),
        expect: 'underReview',
      },
    ]),
  ]),
]
