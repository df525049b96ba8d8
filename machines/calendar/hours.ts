/**
 * Trading hours of each market calendar, in the calendar's own time zone ("HH:mm").
 * `extended*` bound the pre-market and after-hours sessions where a market has them.
 */
export interface CalendarHours {
  timeZone: string
  open: string
  close: string
  extendedOpen: string
  extendedClose: string
  /** Days of the week (0 = Sunday) with a session; holidays are taken out separately. */
  weekdays: readonly number[]
}

export const CALENDARS = ['spain', 'us', 'crypto', 'forex'] as const
export type CalendarId = (typeof CALENDARS)[number]

const WEEKDAYS = [1, 2, 3, 4, 5] as const

export const CALENDAR_HOURS: Record<CalendarId, CalendarHours> = {
  // spec §9 Agreement terms: trading 09:00-17:30 CET (Bolsa de Madrid continuous session).
  spain: {
    timeZone: 'Europe/Madrid',
    open: '09:00',
    close: '17:30',
    extendedOpen: '09:00',
    extendedClose: '17:30',
    weekdays: WEEKDAYS,
  },
  // spec §9 Extended sessions: pre-market 04:00-09:30 and after-market 16:00-20:00 US Eastern;
  // the regular session between them is NYSE/Nasdaq's 09:30-16:00.
  us: {
    timeZone: 'America/New_York',
    open: '09:30',
    close: '16:00',
    extendedOpen: '04:00',
    extendedClose: '20:00',
    weekdays: WEEKDAYS,
  },
  // Not in the spec: crypto trades every day, all day; its days are counted in UTC.
  crypto: {
    timeZone: 'UTC',
    open: '00:00',
    close: '24:00',
    extendedOpen: '00:00',
    extendedClose: '24:00',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  },
  // Not in the spec: forex trades Monday to Friday, all day (UTC).
  forex: {
    timeZone: 'UTC',
    open: '00:00',
    close: '24:00',
    extendedOpen: '00:00',
    extendedClose: '24:00',
    weekdays: WEEKDAYS,
  },
}
