import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'react-router'
import { useServices } from '../../lib/services.ts'

/** /login/start — where the app opens (spec §2: the root redirects here). */
export function Start() {
  const { t } = useLingui()
  const { config, session } = useServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  return (
    <main className="start-page">
      <div className="start-hero">
        {config.logo && <img src={config.logo} alt="" width={88} height={88} />}
        <h1>{config.title}</h1>
        <p>{t`Spanish and US stocks, new shares, funds, crypto and forex in one app.`}</p>
      </div>
      <div className="start-actions">
        {signedIn ? (
          <Link className="primary button" to="/home/index">
            {t`Continue`}
          </Link>
        ) : (
          <Link className="primary button" to="/login/start1">
            {t`Get started`}
          </Link>
        )}
        <Link className="text-link" to="/information/changeLang">
          {t`Language`}
        </Link>
      </div>
    </main>
  )
}
