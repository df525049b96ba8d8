import { useLingui } from '@lingui/react/macro'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import type { ChartNode } from '../../../flowmodel/statechart.ts'
import { isServerMessageCode } from '../../../machines/serverMessages.ts'

/** What a state means, and for a gate's blocked state the message the user is refused with. */
export function StateNote({ node }: { node: ChartNode }) {
  const { t, i18n } = useLingui()
  // Placeholders (an amount, a time range) are filled by the server at run time.
  const message =
    node.code && isServerMessageCode(node.code)
      ? i18n._(node.code, { amount: '…', count: '…', range: '…', field: '…' })
      : null
  return (
    <div className="flows-state-note" data-state-note={node.id}>
      <code>{node.key}</code>
      {node.description && <p>{flowText(i18n, flowTextId.state(node.id), node.description)}</p>}
      {message && <p className="flows-refusal">{t`The user is told: “${message}”`}</p>}
    </div>
  )
}
