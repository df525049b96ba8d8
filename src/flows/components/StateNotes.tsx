import { useLingui } from '@lingui/react/macro'
import { isServerMessageCode } from '../../../machines/serverMessages.ts'
import { flowText, flowTextId } from '../flowText.ts'
import type { ChartNode } from '../model/statechart.ts'

/** What a state means, and for a gate's blocked state the message the user is refused with. */
export function StateNote({ node }: { node: ChartNode }) {
  const { t, i18n } = useLingui()
  return (
    <div className="flows-state-note" data-state-note={node.id}>
      <code>{node.key}</code>
      {node.description && <p>{flowText(i18n, flowTextId.state(node.id), node.description)}</p>}
      {node.code && isServerMessageCode(node.code) && (
        <p className="flows-refusal">
          {t`The user is told:`} “
          {i18n._(node.code, { amount: '…', count: '…', range: '…', field: '…' })}”
        </p>
      )}
    </div>
  )
}
