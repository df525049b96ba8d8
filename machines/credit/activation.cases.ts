import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  days,
  EVERY_RULE,
  gateTable,
  rule,
  seconds,
} from '../decisionTable.ts'
import { CREDIT_ACTIVITY_DAYS, CREDIT_MIN_ASSETS } from '../rules.ts'
import { type ActivationFacts, activationGate } from './activation.ts'

/**
 * Activating credit (spec §9 Credit-limit activation), written from the spec: a user whose real
 * name passed, active yesterday, with €5,000 and no card; then each rule, with activity exactly
 * 30 days ago and assets of exactly €2,000.
 */

const DAY = 86_400_000
/** Monday 2026-11-23, 10:00 in Madrid. */
const NOW = Date.parse('2026-11-23T09:00:00Z')

const base: ActivationFacts = {
  activated: false,
  kyc: 'passed',
  lastActivityAt: NOW - DAY,
  now: NOW,
  assets: '5000.00',
  bankCards: 0,
}

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
]
