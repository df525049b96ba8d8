import { addDays, dayIndex } from '../../../machines/calendar/holidays.ts'
import type { CalendarId } from '../../../machines/calendar/hours.ts'
import { isTradingDay } from '../../../machines/calendar/sessions.ts'

/**
 * One calendar's trading days in order, from the earliest any history asked for to the latest,
 * with each day's number (holidays.ts dayIndex). Every instrument on the calendar walks this one
 * list: working the days out per instrument, a date string at a time, was nine tenths of
 * building the 121 instruments' histories (1.1 s of CPU on a server's first dividend run,
 * issue 17). Calendars never change while a process runs, so one list per process serves every
 * server in it.
 */
export class CalendarDays {
  readonly days: string[] = []
  readonly dayIndexes: number[] = []
  private readonly positions = new Map<string, number>()

  constructor(readonly calendar: CalendarId) {}

  /** The position of trading day `day` in the list, the list made to hold it. */
  positionOf(day: string): number {
    if (this.days.length === 0 || day < this.days[0]!) this.startAt(day)
    this.extendTo(day)
    const found = this.positions.get(day)
    if (found === undefined) throw new Error(`${day} is not a trading day of ${this.calendar}`)
    return found
  }

  /** Makes sure every trading day up to `day` is in the list. */
  extendTo(day: string) {
    let last = this.days.at(-1)
    if (last === undefined) throw new Error('positionOf first: the list has no start')
    while (last < day) {
      last = addDays(last, 1)
      if (isTradingDay(this.calendar, last)) this.push(last)
    }
  }

  /** Starts the list again at `day` (its first trading day on or after), keeping how far it went. */
  private startAt(day: string) {
    const until = this.days.at(-1)
    this.days.length = 0
    this.dayIndexes.length = 0
    this.positions.clear()
    let first = day
    while (!isTradingDay(this.calendar, first)) first = addDays(first, 1)
    this.push(first)
    if (until !== undefined) this.extendTo(until)
  }

  private push(day: string) {
    this.positions.set(day, this.days.length)
    this.days.push(day)
    this.dayIndexes.push(dayIndex(day))
  }
}

const lists = new Map<CalendarId, CalendarDays>()

/** The process's list of `calendar`'s trading days. */
export function calendarDays(calendar: CalendarId): CalendarDays {
  let list = lists.get(calendar)
  if (!list) {
    list = new CalendarDays(calendar)
    lists.set(calendar, list)
  }
  return list
}
