import { createHash } from 'node:crypto'

/**
 * A device as a login tells it (issue 21: "login from a new device"): a key from its User-Agent —
 * the same browser on the same system is the same device, a new one is new — and a label a
 * person recognises ("Chrome on Android"). Only the key's hash is stored with the session.
 */
export function deviceOf(userAgent: string) {
  const ua = userAgent.slice(0, 512)
  return {
    key: createHash('sha256').update(ua).digest('hex').slice(0, 32),
    // Only names this code knows; the screen says "an unknown device" for an empty label.
    label: [browserOf(ua), systemOf(ua)].filter(Boolean).join(' · '),
  }
}

function browserOf(ua: string) {
  if (/Edg\//.test(ua)) return 'Edge'
  if (/Firefox\//.test(ua)) return 'Firefox'
  if (/Chrom(e|ium)\//.test(ua)) return 'Chrome'
  if (/Safari\//.test(ua)) return 'Safari'
  // Another browser is not named by what its User-Agent says: that text is the caller's to choose.
  return ''
}

function systemOf(ua: string) {
  if (/Android/.test(ua)) return 'Android'
  if (/iPhone|iPad|iOS/.test(ua)) return 'iOS'
  if (/Windows/.test(ua)) return 'Windows'
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS'
  if (/Linux/.test(ua)) return 'Linux'
  return ''
}
