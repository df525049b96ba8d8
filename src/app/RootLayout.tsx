import { useSelector } from '@xstate/react'
import { Suspense, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Loading } from '../components/Loading.tsx'
import { Toast } from '../components/Toast.tsx'
import { useServices } from '../lib/services.ts'
import { AppNotices } from './chrome/AppNotices.tsx'
import { ScreenLoadBoundary } from './RouteLoadError.tsx'
import { useRouteMeta } from './routeMeta.ts'
import { useScrollMemory } from './scrollMemory.ts'

/**
 * Around every screen: the visitor guard (a visitor reaching any route but the login group goes
 * to /login/login), scroll to top on navigation and back to the saved place on back (spec §2),
 * the toast (cleared of the screen left), the offline and update notices, and the market machine
 * told whether this is the wallet view.
 */
export function RootLayout() {
  const { session, market, toast } = useServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  // A session the server ended asks to log in again, the account filled in (issue 21).
  const reLogin = useSelector(session, (s) => s.context.reLoginAccount)
  const meta = useRouteMeta()
  const { pathname } = useLocation()
  useScrollMemory()

  useEffect(() => {
    market.send({ type: 'view.changed', inWallet: meta.wallet === true })
  }, [market, meta.wallet])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to another screen
  useEffect(() => {
    toast.navigated()
  }, [toast, pathname])

  if (!signedIn && !meta.public && pathname !== '/')
    return (
      <Navigate
        to={reLogin ? `/login/reLogin?account=${encodeURIComponent(reLogin)}` : '/login/login'}
        replace
      />
    )
  return (
    <>
      <AppNotices />
      <ScreenLoadBoundary path={pathname}>
        {/* Only a first visit waits here: later moves keep the screen left on view meanwhile. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </ScreenLoadBoundary>
      <Toast store={toast} />
    </>
  )
}
