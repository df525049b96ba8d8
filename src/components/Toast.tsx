import { useSyncExternalStore } from 'react'
import type { ToastStore } from './toastStore.ts'

export function Toast({ store }: { store: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot)
  if (!toast) return null
  return (
    <div className="toast" role="status" aria-live="polite" key={toast.id}>
      {toast.text}
      {toast.action ? (
        <a className="toast-action" href={`#${toast.action.to}`} data-testid="toast-action">
          {toast.action.label}
        </a>
      ) : null}
    </div>
  )
}
