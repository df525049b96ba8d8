import { useLingui } from '@lingui/react/macro'

/** spec §8 Generic failures: a screen's code could not be loaded (offline, or a new release). */
export function RouteLoadError() {
  const { t } = useLingui()
  return (
    <main className="centered-page">
      <h1>{t`This page could not be loaded`}</h1>
      <p className="muted">{t`Check your connection and try again.`}</p>
      <button type="button" className="primary" onClick={() => window.location.reload()}>
        {t`Try again`}
      </button>
    </main>
  )
}
