import { useLingui } from '@lingui/react/macro'
import type { RuleTrace } from '../../../scripts/ruleTracePlugin.ts'

/**
 * What holds the rule (issue 50, docs/flows/traceability.csv): its decision-table rows, the
 * paths that make it answer yes and no, its file's mutation floor and how many of Stryker's
 * changes inside its code a test noticed; a rule a change of which nothing might notice is marked.
 */
export function RuleTraceNote({ trace }: { trace: RuleTrace }) {
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
