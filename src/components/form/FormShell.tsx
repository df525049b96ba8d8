import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A money form: its fields, then one submit button that says it is sending while busy. */
export function FormShell({
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  onSubmit(): void
  busy: boolean
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t`Sending…` : submitLabel}
      </button>
    </form>
  )
}
