import { ofetch } from 'ofetch'
import { createContext, useContext } from 'react'
import { REQUEST_TIMEOUT_MS } from '../../machines/rules.ts'
import type { ToastStore } from '../components/toastStore.ts'
import type { ApiCall } from '../lib/apiClient.ts'

/** Back-office API base (API.md): its own prefix and its own token. */
export const ADMIN_API_BASE = '/api/admin/'
/** Kept for the browser tab only: an operator's session does not outlive the tab. */
export const ADMIN_TOKEN_KEY = 'tradeflow.adminToken'

export interface AdminServices {
  /** Every back-office call, by its contract (machines/backOffice/calls.ts). */
  call: ApiCall
  toast: ToastStore
  token(): string | null
  signIn(token: string): void
  signOut(): void
}

export const AdminContext = createContext<AdminServices | null>(null)

export function useAdmin(): AdminServices {
  const services = useContext(AdminContext)
  if (!services) throw new Error('useAdmin outside AdminContext')
  return services
}

/** An uploaded image (proof, ID photo) fetched with the admin token, as an object URL. */
export async function fetchImage(id: string, token: string | null): Promise<string> {
  const image = await ofetch(`${ADMIN_API_BASE}files/${encodeURIComponent(id)}`, {
    headers: token ? { token } : {},
    responseType: 'blob',
    timeout: REQUEST_TIMEOUT_MS,
  })
  return URL.createObjectURL(image)
}
