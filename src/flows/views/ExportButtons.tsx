import { useLingui } from '@lingui/react/macro'
import type { MachineEntry } from '../../../machines/registry.ts'
import { useActionOf } from '../../lib/useAction.ts'

/** Downloads the machine's diagram as SVG or as Mermaid text, the files flows:export writes. */
export function ExportButtons({ entry }: { entry: MachineEntry }) {
  const { t } = useLingui()
  // Drawing the files is a step of its own (the submission machine's busy state): one at a time.
  const exporting = useActionOf(async (kind: 'svg' | 'mermaid') => {
    const { machineExports, download } = await import('../exporting.tsx')
    const files = await machineExports(entry.machine, entry.title)
    if (kind === 'svg') download(`${entry.id}.svg`, 'image/svg+xml', files.svg)
    else download(`${entry.id}.mmd`, 'text/plain', files.mermaid)
  })
  const busy = exporting.isBusy
  return (
    <div className="flows-export">
      <button type="button" disabled={busy} onClick={() => exporting.submit('svg')}>
        {t`Export SVG`}
      </button>
      <button type="button" disabled={busy} onClick={() => exporting.submit('mermaid')}>
        {t`Export Mermaid`}
      </button>
    </div>
  )
}
