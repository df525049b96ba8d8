import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * "Label: value" in the language's own punctuation: Chinese writes a full-width colon and no
 * space after it (可用：100,00 €), where the other languages write ": ". The label is already
 * translated; only the colon is this message.
 */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      {t({ message: `${label}: `, context: 'a label before its value' })}
      {children}
    </>
  )
}
