/** Whether a text is a calendar day that exists ("2026-02-30" is not), from 1900 on. */
export function isCalendarDay(text: string): boolean {
  if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(text)) return false
  const at = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD), as birthdays count them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const hadBirthday = tm > bm || (tm === bm && td >= bd)
  return ty - by - (hadBirthday ? 0 : 1)
}
