import guardDocs from 'virtual:guard-docs'
import { useLingui } from '@lingui/react/macro'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import type { RuleTrace } from '../../../scripts/ruleTracePlugin.ts'

/** A named guard in plain words, with the source it cites (spec line or "not in the spec"). */
export function GuardRule({ name, trace }: { name: string; trace?: RuleTrace | undefined }) {
  const { t, i18n } = useLingui()
  const doc = guardDocs[name]
  return (
    <div className="flows-rule" data-guard={name}>
      <code>{name}</code>
      {doc ? (
        <>
          <p>{capitalised(flowText(i18n, flowTextId.guard(name), doc.text))}</p>
          <small className="flows-muted">
            {t`Source: ${doc.cite}`} · {doc.source}
          </small>
        </>
      ) : (
        <p className="flows-muted">{t`This guard has no citation comment.`}</p>
      )}
      {trace && <RuleTraceNote trace={trace} />}
    </div>
  )
}

/**
 * What holds the rule (issue 50, docs/flows/traceability.csv): its decision-table rows, the
 * paths that make it answer yes and no, its file's mutation floor and how many of Stryker's
 * changes inside its code a test noticed; a rule a change of which nothing might notice is marked.
 */
function RuleTraceNote({ trace }: { trace: RuleTrace }) {
  const { t, i18n } = useLingui()
  // In the reader's notation (84,4 in German), as every figure of the app.
  const floor =
    trace.mutationFloor === null
      ? null
      : i18n.number(trace.mutationFloor, { maximumFractionDigits: 1 })
  const rows = trace.tableRows
  const yes = trace.pathsYes
  const no = trace.pathsNo
  const noticed = trace.mutantsNoticed
  const mutants = trace.mutants
  return (
    <div className="flows-trace" data-unheld={trace.unheld.length > 0 || undefined}>
      <small>
        {t`Decision-table rows: ${rows}`} · {t`Paths answering yes / no: ${yes} / ${no}`} ·{' '}
        {floor === null ? t`No mutation floor yet` : t`Mutation floor of its file: ${floor} %`}
        {mutants !== null && (
          <>
            {' · '}
            {t`Changes to its code noticed: ${noticed} of ${mutants}`}
          </>
        )}
      </small>
      {trace.unheld.length > 0 && (
        <p className="flows-trace-warning">
          {t`A change of this rule might go unnoticed:`}{' '}
          {trace.unheld
            .map((reason) => {
              if (reason === 'noTableRow') return t`no decision-table row`
              if (reason === 'pathsOneWay') return t`the paths never make it answer both ways`
              return t`a change of its code passes every test`
            })
            .join('; ')}
        </p>
      )}
    </div>
  )
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
