import { DATE_FORMAT, DAY_FORMAT } from '../../machines/rules.ts'

/**
 * Dates as spec §9 writes them, with the browser's own clock and Intl rather than a date library:
 * the home screen's news dates were 4.4 KiB (gzip) of dayjs on a first visit (issue 17).
 */
interface Parts {
  YYYY: string
  MM: string
  DD: string
  HH: string
  mm: string
  ss: string
}

const pad = (n: number) => String(n).padStart(2, '0')
/** A trading day "2026-11-20" is that day on the device's calendar, not midnight UTC. */
const DAY_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

function localParts(value: string | number): Parts | null {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null
  const at = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  if (Number.isNaN(at.getTime())) return null
  return {
    YYYY: String(at.getFullYear()),
    MM: pad(at.getMonth() + 1),
    DD: pad(at.getDate()),
    HH: pad(at.getHours()),
    mm: pad(at.getMinutes()),
    ss: pad(at.getSeconds()),
  }
}

const render = (format: string, parts: Parts | null) =>
  parts
    ? format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token as keyof Parts])
    : 'Invalid Date'

/** spec §9 Date format: YYYY.MM.DD hh:mm:ss, in the device's time zone. */
export function formatDateTime(iso: string): string {
  return render(DATE_FORMAT, localParts(iso))
}

/** spec §9 Date format without the time: a trading day "2026-11-20" reads 2026.11.20. */
export function formatDay(day: string): string {
  return render(DAY_FORMAT, localParts(day))
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** spec §9 Date format in another time zone (the market's): "2026.11.25 08:30:00". */
export function formatInZone(at: number, timeZone: string): string {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    zoneFormats.set(timeZone, format)
  }
  if (Number.isNaN(at)) return render(DATE_FORMAT, null)
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]))
  return render(DATE_FORMAT, {
    YYYY: part.year!,
    MM: part.month!,
    DD: part.day!,
    HH: part.hour!,
    mm: part.minute!,
    ss: part.second!,
  })
}
