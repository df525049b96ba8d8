import { useLingui } from '@lingui/react/macro'
import type { InstrumentFlag } from '../../machines/marketData.ts'
import { FLAG_LABELS } from '../i18n/labels/market.ts'

/** spec §3 Stock alert flags, as small badges beside a name. */
export function FlagBadges({ flags }: { flags: InstrumentFlag[] }) {
  const { i18n } = useLingui()
  if (flags.length === 0) return null
  return (
    <span className="flags">
      {flags.map((flag) => (
        <span key={flag} className={`flag flag-${flag}`}>
          {i18n._(FLAG_LABELS[flag])}
        </span>
      ))}
    </span>
  )
}
