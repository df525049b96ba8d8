import type { ReactNode } from 'react'

/** One labelled figure of a `dl.stats` grid (stock detail, position detail, block trade). */
export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
