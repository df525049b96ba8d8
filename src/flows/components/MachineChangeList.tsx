import { useLingui } from '@lingui/react/macro'
import type { FlowChange } from '../../../flowmodel/flowChanges.ts'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import { CHANGE_LABELS } from '../labels.ts'

const isOutcome = (change: FlowChange) =>
  change.kind === 'outcomeBefore' || change.kind === 'outcomeNow'

/**
 * What changed in one flow (issue 50, item 6): states, transitions and rules, then the paths
 * whose approved outcome differs — each line what it is about, a rule with its words before and
 * after.
 */
export function MachineChangeList({ changes }: { changes: FlowChange[] }) {
  const { t } = useLingui()
  const outcomes = changes.filter(isOutcome)
  return (
    <>
      <ul className="flows-changes">
        {changes
          .filter((change) => !isOutcome(change))
          .map((change) => (
            <ChangeItem key={`${change.kind} ${change.subject}`} change={change} />
          ))}
      </ul>
      {outcomes.length > 0 && (
        <>
          <h3>{t`Paths that end otherwise (approved outcomes)`}</h3>
          <ul className="flows-changes">
            {outcomes.map((change) => (
              <ChangeItem key={`${change.kind} ${change.subject}`} change={change} />
            ))}
          </ul>
        </>
      )}
    </>
  )
}

function ChangeItem({ change }: { change: FlowChange }) {
  const { t, i18n } = useLingui()
  const { was } = change
  // The words a rule has now, in the reader's language where they are translated.
  const now = flowText(i18n, flowTextId.guard(change.subject), change.now ?? '')
  return (
    <li data-change={change.kind}>
      <span className="flows-change-kind">{i18n._(CHANGE_LABELS[change.kind])}</span>{' '}
      {change.subject && <code>{change.subject}</code>}
      {change.kind === 'ruleReworded' && (
        <small className="flows-change-words">
          {t`was: ${was}`}
          <br />
          {t`now: ${now}`}
        </small>
      )}
      {change.kind === 'ruleAdded' && <small className="flows-change-words">{now}</small>}
    </li>
  )
}
