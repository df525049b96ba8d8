import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useServices } from '../lib/services.ts'
import { ChevronIcon } from './icons.tsx'

/** spec §2: the customer-service link held in the site configuration; nothing when unset. */
export function CustomerServiceLink() {
  const { t } = useLingui()
  const { config } = useServices()
  if (!config.service) return null
  return (
    <a href={config.service} target="_blank" rel="noreferrer">
      {t`Customer service`} <ChevronIcon />
    </a>
  )
}

/** Logout, or the top bar's exit: the session machine shows 1 s of loading, then login (spec §2). */
export function LogoutButton({ label }: { label: string }) {
  const { t } = useLingui()
  const { session } = useServices()
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  return (
    <button
      type="button"
      className="danger"
      disabled={busy}
      onClick={() => session.send({ type: 'session.logout' })}
    >
      {busy ? t`Logging out…` : label}
    </button>
  )
}
