import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MachineEntry } from '../../../machines/registry.ts'

/** Downloads the machine's diagram as SVG or as Mermaid text, the files flows:export writes. */
export function ExportButtons({ entry }: { entry: MachineEntry }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const exportAs = async (kind: 'svg' | 'mermaid') => {
    setBusy(true)
    try {
      const { machineExports, download } = await import('../exporting.tsx')
      const files = await machineExports(entry.machine, entry.title)
      if (kind === 'svg') download(`${entry.id}.svg`, 'image/svg+xml', files.svg)
      else download(`${entry.id}.mmd`, 'text/plain', files.mermaid)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flows-export">
      <button type="button" disabled={busy} onClick={() => void exportAs('svg')}>
        {t`Export SVG`}
      </button>
      <button type="button" disabled={busy} onClick={() => void exportAs('mermaid')}>
        {t`Export Mermaid`}
      </button>
    </div>
  )
}
