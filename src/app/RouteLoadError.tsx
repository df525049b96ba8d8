import { useLingui } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'

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

/**
 * Shows RouteLoadError in place of a screen whose chunk failed to load; moving to another path
 * (`path`) tries again, so one failed screen does not hide every later one.
 */
export class ScreenLoadBoundary extends Component<
  { path: string; children: ReactNode },
  { failed: boolean; path: string }
> {
  override state = { failed: false, path: this.props.path }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: { path: string }, state: { path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path }
  }

  override render() {
    return this.state.failed ? <RouteLoadError /> : this.props.children
  }
}
