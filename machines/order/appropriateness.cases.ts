import { type DecisionTable, EVERY_RULE, gateTable, guardTable, rule } from '../decisionTable.ts'
import {
  type AppropriatenessFacts,
  appropriateForMargin,
  appropriatenessGate,
  understandsMarginTrading,
  warningNeeded,
} from './appropriateness.ts'

/**
 * The appropriateness check before trading on margin (issue 25, MiFID II art. 25(3), decision
 * 0048), written from the decision: answers of a user who has traded and understands leverage,
 * a short sale and a close-out; then each answer that falls short, with and without the warning
 * acknowledged.
 */

const understood: AppropriatenessFacts = {
  experience: 'sometimes',
  leverageLoss: 'half',
  shortLoss: 'rises',
  closeOut: 'possible',
  acknowledged: false,
}
const SOURCE = 'not in the spec (issue 25, MiFID II)'

export const decisionTables: DecisionTable[] = [
  gateTable('the appropriateness check', appropriatenessGate, understood, [
    rule(EVERY_RULE, 'not in the spec (issue 25, decision 0048)', [
      { name: 'traded sometimes, every answer right', change: {}, expect: 'allowed' },
      {
        name: 'traded often, every answer right',
        change: { experience: 'often' },
        expect: 'allowed',
      },
      {
        name: 'a question unanswered and the warning not read: the question first',
        change: { closeOut: null, leverageLoss: 'all' },
        expect: 'unanswered',
      },
    ]),
    rule('questionUnanswered', 'not in the spec (issue 25, appropriateness)', [
      { name: 'experience unanswered', change: { experience: null }, expect: 'unanswered' },
      { name: 'leverage unanswered', change: { leverageLoss: null }, expect: 'unanswered' },
      { name: 'short sale unanswered', change: { shortLoss: null }, expect: 'unanswered' },
      { name: 'close-out unanswered', change: { closeOut: null }, expect: 'unanswered' },
      {
        name: 'a question unanswered, the warning acknowledged',
        change: { experience: null, acknowledged: true },
        expect: 'unanswered',
      },
    ]),
    rule('warningUnacknowledged', 'not in the spec (issue 25, MiFID II article 25.3)', [
      {
        name: 'never traded, warning not read',
        change: { experience: 'never' },
        expect: 'warningUnread',
      },
      {
        name: 'never traded, warning read',
        change: { experience: 'never', acknowledged: true },
        expect: 'allowed',
      },
      {
        name: '5× thought to cost a tenth, warning not read',
        change: { leverageLoss: 'tenth' },
        expect: 'warningUnread',
      },
      {
        name: '5× thought to cost it all, warning not read',
        change: { leverageLoss: 'all' },
        expect: 'warningUnread',
      },
      {
        name: 'a short thought to lose as prices fall',
        change: { shortLoss: 'falls' },
        expect: 'warningUnread',
      },
      {
        name: 'a close-out thought never to happen',
        change: { closeOut: 'never' },
        expect: 'warningUnread',
      },
      {
        name: 'a short misunderstood, warning read',
        change: { shortLoss: 'falls', acknowledged: true },
        expect: 'allowed',
      },
    ]),
  ]),
  guardTable(
    'understandsMarginTrading',
    understandsMarginTrading,
    understood,
    'not in the spec (issue 25)',
    [
      { name: 'all three right', change: {}, expect: true },
      { name: 'all three right, never traded', change: { experience: 'never' }, expect: true },
      { name: 'leverage wrong', change: { leverageLoss: 'tenth' }, expect: false },
      { name: 'short sale wrong', change: { shortLoss: 'falls' }, expect: false },
      { name: 'close-out wrong', change: { closeOut: 'never' }, expect: false },
    ],
  ),
  guardTable('appropriateForMargin', appropriateForMargin, understood, SOURCE, [
    { name: 'traded sometimes and understood', change: {}, expect: true },
    { name: 'traded often and understood', change: { experience: 'often' }, expect: true },
    { name: 'never traded, understood', change: { experience: 'never' }, expect: false },
    { name: 'traded, the close-out misunderstood', change: { closeOut: 'never' }, expect: false },
  ]),
  guardTable(
    'warningNeeded',
    warningNeeded,
    understood,
    'not in the spec (issue 25, MiFID II article 25.3): the warning once every answer is given and falls short',
    [
      { name: 'every answer given, all understood', change: {}, expect: false },
      { name: 'every answer given, never traded', change: { experience: 'never' }, expect: true },
      {
        name: 'every answer given, the close-out misunderstood',
        change: { closeOut: 'never' },
        expect: true,
      },
      {
        name: 'never traded, the close-out not answered yet',
        change: { experience: 'never', closeOut: null },
        expect: false,
      },
      {
        name: 'the rest understood, the short sale not answered yet',
        change: { shortLoss: null },
        expect: false,
      },
    ],
  ),
]
