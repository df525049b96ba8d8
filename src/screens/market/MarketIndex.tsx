import { useLingui } from '@lingui/react/macro'

/** /market/index — tab 1. The boards of spec §2 arrive with the Markets work. */
export default function MarketIndex() {
  const { t } = useLingui()
  return (
    <section className="screen">
      <h1 className="screen-title">{t`Market`}</h1>
    </section>
  )
}
