import { Activity, type ReactNode, Suspense, useRef } from 'react'
import { useLocation, useOutlet } from 'react-router'
import { Loading } from '../components/Loading.tsx'
import { TabBar } from './chrome/TabBar.tsx'
import { TopBar } from './chrome/TopBar.tsx'
import { useRouteMeta } from './routeMeta.ts'

/** The five tab screens: top bar, the screen, bottom tab bar (spec §2). */
export function TabLayout() {
  return (
    <div className="tab-layout">
      <TopBar />
      <main className="tab-content">
        {/* The bars stay while a tab's screen arrives on a first visit. */}
        <Suspense fallback={<Loading />}>
          <KeepAliveOutlet />
        </Suspense>
      </main>
      <TabBar />
    </div>
  )
}

/**
 * Routes flagged `keepAlive` stay mounted, hidden, when the user leaves them, so coming back
 * finds them as they were (spec §2 Shell behaviour); other routes mount afresh each visit. Hidden
 * in an `<Activity>` (issue 51): their state and page stay, but their effects stop until they are
 * shown again, so a tab nobody sees holds no quote stream and listens to no scrolling.
 */
function KeepAliveOutlet() {
  const outlet = useOutlet()
  const { pathname } = useLocation()
  const meta = useRouteMeta()
  const kept = useRef(new Map<string, ReactNode>())
  if (meta.keepAlive && outlet && !kept.current.has(pathname)) kept.current.set(pathname, outlet)
  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!meta.keepAlive && outlet}
    </>
  )
}
