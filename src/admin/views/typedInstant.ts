/**
 * A date typed in a console form (the browser's zone, as a datetime field gives it) as ISO text;
 * an unreadable one goes as typed, for the server's contract to name.
 */
export function instantOf(typed: string): string {
  const at = new Date(typed)
  return Number.isNaN(at.getTime()) ? typed : at.toISOString()
}
