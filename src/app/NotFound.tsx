import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'

/**
 * A path the app has no screen for — a typo, an old link, or a spec route not built yet (issue
 * 18: these used to land on Home without a word). Says so, and offers the way home.
 */
export function NotFound() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  return (
    <main className="centered-page" data-testid="not-found">
      <h1>{t`This page does not exist`}</h1>
      <p className="muted">{t`There is no screen at ${pathname}. It may have moved, or it is not available yet.`}</p>
      <Link className="button primary" to="/home/index" replace>
        {t`Go to Home`}
      </Link>
    </main>
  )
}
