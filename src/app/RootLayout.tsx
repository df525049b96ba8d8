import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { Toast } from '../components/Toast.tsx'
import { useRouteMeta } from './routeMeta.ts'
import { useServices } from './services.ts'

/**
 * Around every screen: the visitor guard (a visitor reaching any route but the login group goes
 * to /login/login), scroll to top on navigation and back to the saved place on back (spec §2),
 * the toast, and the market machine told whether this is the wallet view.
 */
export function RootLayout() {
  const { session, market, toast } = useServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const meta = useRouteMeta()
  const { pathname } = useLocation()

  useEffect(() => {
    market.send({ type: 'view.changed', inWallet: meta.wallet === true })
  }, [market, meta.wallet])

  if (!signedIn && !meta.public && pathname !== '/') return <Navigate to="/login/login" replace />
  return (
    <>
      <Outlet />
      <Toast store={toast} />
      <ScrollRestoration getKey={(location) => location.key} />
    </>
  )
}
