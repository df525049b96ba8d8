import dayjs from 'dayjs'
import { DATE_FORMAT } from '../../machines/rules.ts'

/** spec §9 Date format: YYYY.MM.DD hh:mm:ss, in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT)
}
