import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)
dayjs.extend(timezone)

import { DATE_FORMAT, DAY_FORMAT } from '../../machines/rules.ts'

/** spec §9 Date format: YYYY.MM.DD hh:mm:ss, in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT)
}

/** spec §9 Date format without the time: a trading day "2026-11-20" reads 2026.11.20. */
export function formatDay(day: string): string {
  return dayjs(day).format(DAY_FORMAT)
}

/** spec §9 Date format in another time zone (the market's): "2026.11.25 08:30:00". */
export function formatInZone(at: number, timeZone: string): string {
  return dayjs(at).tz(timeZone).format(DATE_FORMAT)
}
