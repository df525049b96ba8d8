/**
 * How far the upload under way has got, for the form that sent it to show (issue 18: a photo
 * showed "Sending…" for 9 s with nothing moving). The API client writes it; one upload at a time
 * is what a form sends, so one value is enough.
 */
export interface UploadProgress {
  sent: number
  total: number
}

let current: UploadProgress | null = null
const listeners = new Set<() => void>()

export function setUploadProgress(progress: UploadProgress | null) {
  current = progress
  for (const listener of listeners) listener()
}

export const uploadProgress = {
  read: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
