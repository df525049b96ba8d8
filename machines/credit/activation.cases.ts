import {
  boundary,
  cents,
  counts,
  DAY_MS,
  type DecisionTable,
  days,
  EVERY_RULE,
  gateTable,
  guardTable,
  MONDAY_10_MADRID,
  rule,
  seconds,
} from '../decisionTable.ts'
import { CREDIT_ACTIVITY_DAYS, CREDIT_MIN_ASSETS } from '../rules.ts'
import {
  type ActivationCondition,
  type ActivationFacts,
  activationConditions,
  activationGate,
} from './activation.ts'

/**
 * Activating credit (spec §9 Credit-limit activation), written from the spec: a user whose real
 * name passed, active yesterday, with €5,000 and no card; then each rule, with activity exactly
 * 30 days ago and assets of exactly €2,000.
 */

const DAY = DAY_MS
const NOW = MONDAY_10_MADRID

const base: ActivationFacts = {
  activated: false,
  kyc: 'passed',
  lastActivityAt: NOW - DAY,
  now: NOW,
  assets: '5000.00',
  bankCards: 0,
}

/** The facts, and which condition of the credit screen's checklist a row asks about. */
interface ConditionFacts extends ActivationFacts {
  condition: ActivationCondition
}

/** Whether the credit screen marks that condition done (spec §4 Credit activation). */
const conditionDone = (f: ConditionFacts) =>
  activationConditions(f).find((c) => c.code === f.condition)?.done === true

/** Facts that meet no condition: real name never sent, no activity, no assets, no card. */
const NONE_MET: Partial<ActivationFacts> = {
  kyc: 'notSubmitted',
  lastActivityAt: null,
  assets: '0.00',
  bankCards: 0,
}
/** Facts that meet some: verified and active yesterday, but no assets and no card. */
const SOME_MET: Partial<ActivationFacts> = { assets: '0.00', bankCards: 0 }

export const decisionTables: DecisionTable[] = [
  gateTable('credit activation', activationGate, base, [
    rule(EVERY_RULE, 'spec §9 Credit-limit activation', [
      { name: 'verified, active yesterday, €5,000, no card', change: {}, expect: 'allowed' },
      {
        name: 'already active, nothing else in place: named first',
        change: { activated: true, kyc: 'notSubmitted', lastActivityAt: null, assets: '0.00' },
        expect: 'alreadyActive',
      },
      {
        name: 'real name under review and no activity: the real name first',
        change: { kyc: 'underReview', lastActivityAt: null },
        expect: 'realNameMissing',
      },
      {
        name: 'no activity and no assets or card: the activity first',
        change: { lastActivityAt: null, assets: '0.00' },
        expect: 'inactive',
      },
    ]),
    rule('creditAlreadyActive', 'not in the spec', [
      { name: 'credit already active', change: { activated: true }, expect: 'alreadyActive' },
    ]),
    rule('realNameUnverified', 'spec §9 Credit-limit activation', [
      { name: 'real name never sent', change: { kyc: 'notSubmitted' }, expect: 'realNameMissing' },
      { name: 'real name under review', change: { kyc: 'underReview' }, expect: 'realNameMissing' },
      { name: 'real name rejected', change: { kyc: 'rejected' }, expect: 'realNameMissing' },
    ]),
    rule('inactiveLately', 'spec §9 Credit-limit activation', [
      ...boundary(
        `last activity against ${CREDIT_ACTIVITY_DAYS} days ago`,
        days(CREDIT_ACTIVITY_DAYS),
        (ago) => ({ lastActivityAt: NOW - ago * DAY }),
        { below: 'allowed', at: 'allowed', above: 'inactive' },
      ),
      ...boundary(
        `last activity against the instant exactly ${CREDIT_ACTIVITY_DAYS} days ago`,
        seconds(NOW - CREDIT_ACTIVITY_DAYS * DAY),
        (lastActivityAt) => ({ lastActivityAt }),
        { below: 'inactive', at: 'allowed', above: 'allowed' },
      ),
      { name: 'no activity ever', change: { lastActivityAt: null }, expect: 'inactive' },
      { name: 'activity this very instant', change: { lastActivityAt: NOW }, expect: 'allowed' },
    ]),
    rule('lacksAssetsOrCard', 'spec §9 Credit-limit activation', [
      ...boundary(
        `assets without a card against €${CREDIT_MIN_ASSETS}`,
        cents(CREDIT_MIN_ASSETS),
        (assets) => ({ assets }),
        { below: 'assetsOrCardMissing', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        'bank cards with no assets, needed from the first',
        counts(1, 'card'),
        (bankCards) => ({ bankCards, assets: '0.00' }),
        { below: 'assetsOrCardMissing', at: 'allowed', above: 'allowed' },
      ),
      {
        name: 'assets that are not an amount, no card',
        change: { assets: 'unknown' },
        expect: 'assetsOrCardMissing',
      },
    ]),
  ]),
  guardTable(
    'activationConditions',
    conditionDone,
    { ...base, condition: 'realName' },
    'spec §4 Credit activation, §9 Credit-limit activation',
    [
      {
        name: 'nothing met: the real name not done',
        change: { ...NONE_MET, condition: 'realName' },
        expect: false,
      },
      {
        name: 'nothing met: the activity not done',
        change: { ...NONE_MET, condition: 'activity' },
        expect: false,
      },
      {
        name: 'nothing met: assets or card not done',
        change: { ...NONE_MET, condition: 'assetsOrCard' },
        expect: false,
      },
      {
        name: 'verified and active, no assets or card: the real name done',
        change: { ...SOME_MET, condition: 'realName' },
        expect: true,
      },
      {
        name: 'verified and active, no assets or card: the activity done',
        change: { ...SOME_MET, condition: 'activity' },
        expect: true,
      },
      {
        name: 'verified and active, no assets or card: assets or card not done',
        change: { ...SOME_MET, condition: 'assetsOrCard' },
        expect: false,
      },
      {
        name: 'only a card bound: the real name not done',
        change: { ...NONE_MET, bankCards: 1, condition: 'realName' },
        expect: false,
      },
      {
        name: 'only a card bound: assets or card done',
        change: { ...NONE_MET, bankCards: 1, condition: 'assetsOrCard' },
        expect: true,
      },
      { name: 'everything met: the real name done', change: {}, expect: true },
      {
        name: 'everything met: the activity done',
        change: { condition: 'activity' },
        expect: true,
      },
      {
        name: 'everything met: assets or card done',
        change: { condition: 'assetsOrCard' },
        expect: true,
      },
    ],
  ),
]
