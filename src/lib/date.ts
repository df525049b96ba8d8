import dayjs from 'dayjs'
import { DATE_FORMAT, DAY_FORMAT } from '../../machines/rules.ts'

/** spec §9 Date format: YYYY.MM.DD hh:mm:ss, in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT)
}

/** spec §9 Date format without the time: a trading day "2026-11-20" reads 2026.11.20. */
export function formatDay(day: string): string {
  return dayjs(day).format(DAY_FORMAT)
}
