import { useCallData } from '../lib/useCallData.ts'
import { useAdmin } from './adminApi.ts'

/** Data of one back-office call; `reload()` loads it again. */
export function useAdminData<T>(path: string, body: object) {
  return useCallData<T>(useAdmin().post, path, body, 0)
}
