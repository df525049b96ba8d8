import { useLingui } from '@lingui/react/macro'

/** /favorite/index — tab 2. The watchlist arrives with the Markets work. */
export default function FavoriteIndex() {
  const { t } = useLingui()
  return (
    <section className="screen">
      <h1 className="screen-title">{t`Watchlist`}</h1>
    </section>
  )
}
