import guardDocs from 'virtual:guard-docs'
import { useLingui } from '@lingui/react/macro'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import type { RuleTrace } from '../../../scripts/ruleTracePlugin.ts'
import { citationInWords } from '../citation.ts'
import { RuleTraceNote } from './RuleTraceNote.tsx'

/** A named guard in plain words, with the source it cites (spec line or "not in the spec"). */
export function GuardRule({ name, trace }: { name: string; trace?: RuleTrace | undefined }) {
  const { t, i18n } = useLingui()
  const doc = guardDocs[name]
  const words = { notInTheSpec: t`not in the spec`, spec: t`spec` }
  const cite = doc ? citationInWords(doc.cite, words) : ''
  return (
    <div className="flows-rule" data-guard={name}>
      <code>{name}</code>
      {doc ? (
        <>
          <p>{capitalised(flowText(i18n, flowTextId.guard(name), doc.text))}</p>
          <small className="flows-muted">
            {t`Source: ${cite}`} · {doc.source}
          </small>
        </>
      ) : (
        <p className="flows-muted">{t`This guard has no citation comment.`}</p>
      )}
      {trace && <RuleTraceNote trace={trace} />}
    </div>
  )
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
