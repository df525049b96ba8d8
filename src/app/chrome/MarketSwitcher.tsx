import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { Market } from '../../../machines/rules.ts'
import { useServices } from '../../lib/services.ts'

/**
 * spec §2 Top bar: euro and USD tabs, and a USDC tab in the wallet view. Which tabs exist and
 * which choice sticks is the market machine's: the view shows the tabs its snapshot accepts.
 */
export function MarketSwitcher() {
  const { t } = useLingui()
  const { market } = useServices()
  const snapshot = useSelector(market, (s) => s)
  const tabs: { value: Market; label: string }[] = [
    { value: 'Spain', label: t`€ Spain` },
    { value: 'usd', label: t`$ USD` },
    { value: 'usdc', label: 'USDC' },
  ]
  const offered = tabs.filter(
    (tab) =>
      tab.value === snapshot.context.market ||
      snapshot.can({ type: 'market.select', market: tab.value }),
  )
  return (
    <div className="market-switcher" role="tablist" aria-label={t`Market`}>
      {offered.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === snapshot.context.market}
          className={tab.value === snapshot.context.market ? 'navActive' : undefined}
          onClick={() => market.send({ type: 'market.select', market: tab.value })}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
