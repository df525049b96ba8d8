/**
 * Mutants that cannot change what a rule decides (issue 50), each with the reason a reviewer
 * accepts: they are left out of a file's score, as the coverage allow-list leaves out what no
 * path can reach. A mutant is named by its file, line, column and the code Stryker put in its place.
 */
export interface EquivalentMutant {
  file: string
  line: number
  /** Where on the line the change starts: a line often holds several alike (`true`, `""`). */
  column: number
  replacement: string
  reason: string
}

/** Where a mutant is and what Stryker put there (its report's schema). */
interface ReportedMutant {
  replacement?: string
  location: { start: { line: number; column: number } }
}

/** Whether the list explains this mutant of `file`: the same place and the same change. */
export function isListedEquivalent(
  list: readonly EquivalentMutant[],
  file: string,
  mutant: ReportedMutant,
): boolean {
  const { line, column } = mutant.location.start
  return list.some(
    (e) =>
      e.file === file &&
      e.line === line &&
      e.column === column &&
      e.replacement === mutant.replacement,
  )
}

export const EQUIVALENT_MUTANTS: readonly EquivalentMutant[] = [
  {
    file: 'machines/plans/fills.ts',
    line: 36,
    column: 21,
    replacement: 'i <= rests.length',
    reason:
      'one step past the end reads no remainder (undefined is never above a bigint), so the largest remainder found is the same',
  },
  {
    file: 'machines/plans/returns.ts',
    line: 42,
    column: 7,
    replacement: 'worth(low) <= 0',
    reason:
      'a worth of exactly 0 at a 99.99 % loss has no binary-float money behind it: only a total loss comes near, and both read it as -100 %',
  },
  {
    file: 'machines/plans/returns.ts',
    line: 43,
    column: 7,
    replacement: 'worth(high) >= 0',
    reason:
      'a worth of exactly 0 at +1,000 % would be a root found to the last bit: both answer "not measured" for what lies there',
  },
  {
    file: 'machines/plans/returns.ts',
    line: 44,
    column: 19,
    replacement: 'i <= 200',
    reason:
      'a 201st halving of a bracket already far below a hundredth of a percent changes no digit of the two shown',
  },
  {
    file: 'machines/plans/returns.ts',
    line: 46,
    column: 9,
    replacement: 'worth(mid) >= 0',
    reason:
      'where the worth is exactly 0 the midpoint is the root: moving either end to it gives the same two decimals',
  },
  {
    file: 'machines/credit/loan.ts',
    line: 54,
    column: 28,
    replacement: 'compareDecimal(r.amount, r.outstanding) <= 0',
    reason:
      'repaysInPart is asked only after repaysInFull (amount = outstanding) answered no, so "at most" and "less than" decide alike',
  },
  {
    file: 'machines/credit/loan.ts',
    line: 29,
    column: 3,
    replacement: 'true',
    reason:
      "repayOf is called only by repaysInFull and repaysInPart, which the loan machine asks only on a 'loan.repay' transition: wherever it is reached the event is a repayment, so the type test is always true",
  },
  {
    file: 'machines/funds/withdrawalGate.ts',
    line: 42,
    column: 25,
    replacement: 'true',
    reason:
      "realNameNotVerified is asked by the gate only after realNameRejected, which blocks exactly when kyc is 'rejected'; in the checklist a blocking rejection takes the real-name row's place (WITHDRAWAL_ROW_OF, withdrawalChecklistRows): its answer for a rejected real name is never seen",
  },
  {
    file: 'machines/funds/withdrawalGate.ts',
    line: 42,
    column: 35,
    replacement: '""',
    reason:
      "kyc is never '' (KYC_STATUSES), so f.kyc !== '' is always true: the line's `true` mutant again, unseen for the same reason (the rejection is named first, and shown in the real-name row)",
  },
  {
    file: 'machines/ipo/subscriptionGate.ts',
    line: 30,
    column: 54,
    replacement: 'text',
    reason:
      'the number is read only after the regex found the trimmed text to be 1 to 9 digits, and Number() skips the same white space around a numeral as trim() (ECMAScript StringToNumber and String.prototype.trim both strip WhiteSpace and LineTerminator; checked over every code point): Number(text) is Number(text.trim())',
  },
  {
    file: 'machines/ipo/subscriptionGate.ts',
    line: 52,
    column: 28,
    replacement: 'f.shares',
    reason:
      'asked only once wholeShares(f) found the trimmed text to be 1 to 9 digits, and Number() skips the same white space as trim(): Number(f.shares) is Number(f.shares.trim())',
  },
  {
    file: 'machines/order/placement.ts',
    line: 147,
    column: 3,
    replacement: 'true',
    reason:
      'when recentOrders is undefined (the screen does not count orders), undefined >= ordersPerMinute is false for every number, so submittingTooOften answers no with or without the test',
  },
  {
    file: 'machines/account/twoFactor.ts',
    line: 27,
    column: 58,
    replacement: '/\\s/g',
    reason:
      "With the g flag, removing each white-space character one at a time leaves the same text as removing each run of them: replace(/\\s/g, '') and replace(/\\s+/g, '') agree on every string.",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 39,
    column: 22,
    replacement: 'false',
    reason:
      "a move's percent is at most MAX_MOVE_PERCENT (100): alertLevelInvalid, asked by the alert call's gate (alertLevelNotValid) before an alert is stored, refuses more, so step = ref × percent / 100 never exceeds ref and ref - step is never below 0; the clamp's test is always false.",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 39,
    column: 22,
    replacement: 'ref + step',
    reason:
      "ref and step are never negative, so ref + step < 0n is always false, and a move's percent is at most MAX_MOVE_PERCENT (100): alertLevelInvalid, asked by the alert call's gate (alertLevelNotValid) before an alert is stored, refuses more, so step = ref × percent / 100 never exceeds ref and ref - step is never below 0: the clamp's own test is false too, so both pick ref - step.",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 39,
    column: 22,
    replacement: 'ref - step <= 0n',
    reason:
      "a move's percent is at most MAX_MOVE_PERCENT (100): alertLevelInvalid, asked by the alert call's gate (alertLevelNotValid) before an alert is stored, refuses more, so step = ref × percent / 100 never exceeds ref and ref - step is never below 0; at exactly 0 (a 100 % move) both branches give 0n.",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 78,
    column: 33,
    replacement: '""',
    reason:
      "toDigits only asks whether `way === 'up'`; any other value, '' as well as 'down', rounds down, so the fall's bound is rounded down either way.",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 107,
    column: 7,
    replacement: 'true',
    reason:
      "the alertReached guard is declared only on the 'alert.price' transition (the machine's only guarded one), so where it is asked the event is always a price: the type test is always true (decision 0068's `event.type` case).",
  },
  {
    file: 'machines/alerts/priceAlert.ts',
    line: 124,
    column: 41,
    replacement: 'true',
    reason:
      "the assign runs only on the 'alert.price' transition, so the event is always a price and `true ? event.price : null` is event.price.",
  },
  {
    file: 'machines/backOffice/auditEntries.ts',
    line: 44,
    column: 7,
    replacement: 'false',
    reason:
      "`if (text === null) return undefined` turned off lets JSON.parse(null) run, which reads null as the text 'null' and returns null; every reader of parsed() treats null and undefined alike (isRecord is false for both, scalar maps both to null). Line 42 in the SURVIVORS list, 44 after the simplification of auditTarget.",
  },
  {
    file: 'machines/backOffice/products.ts',
    line: 45,
    column: 7,
    replacement: '{}',
    reason:
      "The context is given to canStep on 'ipo.drawLost', which has no guard in the subscription machine; requestedShares is read only by allotmentWithinRequest on 'ipo.drawWon', so an empty context gives the same answer for every state.",
  },
  {
    file: 'machines/backOffice/reviews.ts',
    line: 67,
    column: 10,
    replacement: 'true',
    reason:
      "Only the `type !== undefined` operand: with it true, an undefined type reaches node.ownEvents.includes(undefined), which is false because a state's own events are event type strings; offersDecision answers false either way. The check is there to narrow the type for TypeScript.",
  },
  {
    file: 'machines/backOffice/reviews.ts',
    line: 81,
    column: 10,
    replacement: 'true',
    reason:
      "With `type !== undefined` true, a decision that is not the kind's sends an event of type undefined, and none of the five review machines has a wildcard transition, so can() answers false as the short-circuit did (decisionAllowed('subscription', 'pendingDraw', 'approve', 'x') is false either way).",
  },
  {
    file: 'machines/backOffice/reviews.ts',
    line: 95,
    column: 7,
    replacement: 'false',
    reason:
      'Only the `type === undefined` operand (the whole condition turned false at the same position is killed by the unknown-state test): when the type is undefined, offersDecision answers false for the same reason, so `!offersDecision(...)` returns false anyway. The operand narrows the type for TypeScript.',
  },
  {
    file: 'machines/backOffice/settings.ts',
    line: 118,
    column: 18,
    replacement: '""',
    reason:
      "String.prototype.split always returns at least one element (''.split('.') is ['']), so whole is never undefined and its default '0' is never used.",
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 54,
    column: 7,
    replacement: 'n >= 0',
    reason:
      'nthWeekday is private and called only with n = 3, 3, -1, 1, 4 (usHolidays); n = 0, the one value where `>` and `>=` differ, is never passed.',
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 59,
    column: 31,
    replacement: 'false',
    reason:
      'nthWeekday is private and its only call with n = -1 is Memorial Day, month 5 (usHolidays): `month === 12` is never true there, so the year is always `year` and the month always month + 1, with or without either test.',
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 59,
    column: 63,
    replacement: 'false',
    reason:
      'nthWeekday is private and its only call with n = -1 is Memorial Day, month 5 (usHolidays): `month === 12` is never true there, so the year is always `year` and the month always month + 1, with or without either test.',
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 59,
    column: 46,
    replacement: 'year - 1',
    reason:
      "nthWeekday is private and its only call with n = -1 is Memorial Day, month 5 (usHolidays): `month === 12` is never true there, so the December branch's year is never computed.",
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 85,
    column: 7,
    replacement: 'true',
    reason:
      "the only extra day the mutant adds is a Saturday New Year's observed Friday, 31 December of the previous year, into this year's set; isHoliday looks a key up only in the set of the key's own year (cacheKey from key.slice(0, 4)), so that day is never found there.",
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 87,
    column: 7,
    replacement: 'true',
    reason:
      "the mutant adds '2025-01-09' to every year's set; isHoliday looks a key up only in the set of its own year (cacheKey from key.slice(0, 4)), so it is found only in 2025's set, as without the mutant.",
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 112,
    column: 7,
    replacement: 'true',
    reason:
      "the cache only saves recomputing: the year's holiday set is a pure function of (calendar, year), rebuilt identical each time.",
  },
  {
    file: 'machines/calendar/holidays.ts',
    line: 114,
    column: 5,
    replacement: ';',
    reason:
      "the cache only saves recomputing: the year's holiday set is a pure function of (calendar, year), so a set never stored is rebuilt identical on the next call.",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 27,
    column: 7,
    replacement: 'true',
    reason:
      "dayFormatters only saves building the formatter: a new Intl.DateTimeFormat('en-CA', same time zone and options) formats every instant to the same date, so localDay's answer is unchanged (the map is then never read).",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 34,
    column: 5,
    replacement: ';',
    reason:
      "dayFormatters only saves building the formatter: a new Intl.DateTimeFormat('en-CA', same time zone and options) formats every instant to the same date, so localDay's answer is unchanged (the map then stays empty).",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 46,
    column: 16,
    replacement: '""',
    reason:
      "dayjs.tz reads 'YYYY-MM-DD 24:00' as the next day's 00:00 in the zone, and 'YYYY-MM-DD ' (no time) as that day's 00:00: checked for every day of 2024-2027 in UTC, New York, Madrid and five zones whose clocks change at midnight (Santiago, Havana, Beirut, Asunción, Cairo), 0 differences; `time === ''` is never true for a calendar's hours, so this is the line's `false` mutant.",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 46,
    column: 67,
    replacement: '""',
    reason:
      "dayjs.tz reads 'YYYY-MM-DD 24:00' as the next day's 00:00 in the zone, and 'YYYY-MM-DD ' (no time) as that day's 00:00: checked for every day of 2024-2027 in UTC, New York, Madrid and five zones whose clocks change at midnight (Santiago, Havana, Beirut, Asunción, Cairo), 0 differences; `time === ''` is never true for a calendar's hours, so this is the line's `false` mutant.",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 46,
    column: 7,
    replacement: 'false',
    reason:
      "dayjs.tz reads 'YYYY-MM-DD 24:00' as the next day's 00:00 in the zone, and 'YYYY-MM-DD ' (no time) as that day's 00:00: checked for every day of 2024-2027 in UTC, New York, Madrid and five zones whose clocks change at midnight (Santiago, Havana, Beirut, Asunción, Cairo), 0 differences; without the special case the parse gives the same instant.",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 57,
    column: 7,
    replacement: 'false',
    reason:
      'sessionCache only saves recomputing: a Session is a plain record of values worked out from (calendar, day) alone, so a fresh one equals the cached one, and no caller compares sessions by identity or changes one (the cache is never read).',
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 66,
    column: 3,
    replacement: ';',
    reason:
      'sessionCache only saves recomputing: a Session is a plain record of values worked out from (calendar, day) alone, so a fresh one equals the cached one, and no caller compares sessions by identity or changes one (the cache stays empty).',
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 89,
    column: 7,
    replacement: 'false',
    reason:
      'tradingDaySpans only saves work: without it (or when it misses) currentTradingDay walks back from the local day to the latest session begun by `at`, the same day the span holds (tests/unit/machines/calendar.test.ts checks the remembered answer against a fresh one at every session edge); here it is never read.',
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 89,
    column: 16,
    replacement: 'known.from < at',
    reason:
      "tradingDaySpans only saves work: without it (or when it misses) currentTradingDay walks back from the local day to the latest session begun by `at`, the same day the span holds (tests/unit/machines/calendar.test.ts checks the remembered answer against a fresh one at every session edge); at exactly the session's extended open the mutant misses and the walk finds that same session's day.",
  },
  {
    file: 'machines/calendar/sessions.ts',
    line: 95,
    column: 37,
    replacement: '{}',
    reason:
      'tradingDaySpans only saves work: without it (or when it misses) currentTradingDay walks back from the local day to the latest session begun by `at`, the same day the span holds (tests/unit/machines/calendar.test.ts checks the remembered answer against a fresh one at every session edge); a stored {} has no from/until, so every comparison with undefined is false and the span always misses.',
  },
  {
    file: 'machines/chartSelection.ts',
    line: 53,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'chart.period' transition of the machine, so wherever it is evaluated the event is 'chart.period' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/chartSelection.ts',
    line: 58,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'chart.adjust' transition of the machine, so wherever it is evaluated the event is 'chart.adjust' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/credit/terms.ts',
    line: 39,
    column: 10,
    replacement: 'true',
    reason:
      'decimalToMinor returns a bigint or null, and in JavaScript null > 0n is false (null compares as 0), so `true && minor > 0n && …` is false for null exactly as with the null test (the `%` is never reached).',
  },
  {
    file: 'machines/decimal.ts',
    line: 18,
    column: 27,
    replacement: '""',
    reason:
      "The '0' stands in only for an empty whole part: BigInt('') is 0n, and a leading '0' before the fraction's digits does not change the integer (BigInt('05') === BigInt('5')), so '' gives the same value.",
  },
  {
    file: 'machines/decimal.ts',
    line: 40,
    column: 21,
    replacement: 'sum <= 0n',
    reason: 'The two differ only when sum is 0n, where `0n` and `sum` are the same value.',
  },
  {
    file: 'machines/flows/intent.ts',
    line: 42,
    column: 27,
    replacement: 'true',
    reason:
      "canonical's result is only read through JSON.stringify in fingerprintOf, which leaves out an object's properties whose value is undefined: keeping them in the entries changes no fingerprint.",
  },
  {
    file: 'machines/flows/load.ts',
    line: 78,
    column: 9,
    replacement: 'true',
    reason:
      "keepRequest is named only on 'refresh' transitions, so event.type === 'refresh' is always true where it runs (the test narrows the event for TypeScript). The line's other `true` mutants (the whole condition, event.request !== undefined) are killed by loadFlow.test.ts.",
  },
  {
    file: 'machines/flows/submission.ts',
    line: 84,
    column: 35,
    replacement: 'true',
    reason:
      'blockedByGate is named only in submitTransitions(), which every state puts under its `submit` event: the event type test is always true where it runs (it narrows the event for TypeScript).',
  },
  {
    file: 'machines/flows/submission.ts',
    line: 121,
    column: 22,
    replacement: 'context.intent.requestId',
    reason:
      'submitting is entered only after keepRequest assigned an intent (intentFor never returns null) or from confirming/failed, which keep it; only done forgets it, and done leaves only through submit (keepRequest) or edit: context.intent is never null in submitting.',
  },
  {
    file: 'machines/follow/fees.ts',
    line: 47,
    column: 17,
    replacement: 'valueMinor >= 0n',
    reason:
      'the two sides differ only at valueMinor = 0n, where `valueMinor` and `0n` are the same worth: taking the value or the floor gives 0n either way',
  },
  {
    file: 'machines/follow/fees.ts',
    line: 48,
    column: 27,
    replacement: 'owed <= worth - performanceFeeMinor',
    reason:
      'the two sides differ only when owed equals worth − performanceFeeMinor, and then both branches give that same amount as the service fee',
  },
  {
    file: 'machines/follow/fees.ts',
    line: 76,
    column: 33,
    replacement: 'amountMinor >= 0n',
    reason:
      'the two sides differ only at amountMinor = 0n, where `amountMinor` and `0n` are the same: the preview is of 0.00 either way',
  },
  {
    file: 'machines/follow/followGate.ts',
    line: 25,
    column: 10,
    replacement: 'true',
    reason:
      '`minor > 0n` is already false when decimalToMinor answered null (null > 0n is false in JavaScript); the null test is there for the type checker, so dropping it changes no verdict',
  },
  {
    file: 'machines/follow/strategy.ts',
    line: 110,
    column: 43,
    replacement: 'a.code <= b.code',
    reason:
      'the two sides differ only when a.code equals b.code, i.e. one code listed twice; then both entries have the same code and the same rise (the same series), so swapping them leaves the ranked list, and the weights set from it, the same',
  },
  {
    file: 'machines/follow/strategy.ts',
    line: 155,
    column: 17,
    replacement: 'to >= from',
    reason:
      'an order is made only after `to === from` sent the loop to `continue` (line 150), so to and from are never equal where the side is chosen',
  },
  {
    file: 'machines/funds/age.ts',
    line: 3,
    column: 8,
    replacement: '/(19|20)\\d{2}-\\d{2}-\\d{2}$/',
    reason:
      "isCalendarDay accepts a text only if it equals new Date(text + 'T00:00:00Z').toISOString().slice(0, 10), which is always exactly 10 characters YYYY-MM-DD; the pattern's (19|20)\\d{2}-\\d{2}-\\d{2} is itself 10 characters, so a text that passes the round trip and contains it at its end is that pattern from its start: the `^` anchor decides nothing.",
  },
  {
    file: 'machines/funds/age.ts',
    line: 3,
    column: 8,
    replacement: '/^(19|20)\\d{2}-\\d{2}-\\d{2}/',
    reason:
      "isCalendarDay accepts a text only if it equals new Date(text + 'T00:00:00Z').toISOString().slice(0, 10), which is always exactly 10 characters YYYY-MM-DD; the pattern's (19|20)\\d{2}-\\d{2}-\\d{2} is itself 10 characters, so a text that passes the round trip and contains it at its start is that pattern to its end: the `$` anchor decides nothing.",
  },
  {
    file: 'machines/funds/amountChecks.ts',
    line: 17,
    column: 10,
    replacement: 'true',
    reason:
      'decimalToMinor returns a bigint or null, and in JavaScript null > 0n is false (null compares as 0), so `true && minor > 0n` is false for null exactly as `minor !== null && minor > 0n` is.',
  },
  {
    file: 'machines/funds/exchange.ts',
    line: 72,
    column: 18,
    replacement: '""',
    reason:
      "String.prototype.split always returns at least one element, so `whole` is never undefined and its default '0' is never used (an empty rate gives whole = '', not undefined).",
  },
  {
    file: 'machines/funds/kyc.ts',
    line: 100,
    column: 7,
    replacement: 'true',
    reason:
      "the submissionComplete guard is declared only on the 'kyc.submit' transitions (notSubmitted, rejected), so where it is asked the event is always a submission: the type test is always true (decision 0068's `event.type` case).",
  },
  {
    file: 'machines/funds/window.ts',
    line: 57,
    column: 19,
    replacement: 'i <= 15',
    reason:
      'nextOpening is given only windows isFundsWindow accepts (HH:mm, open < close), which open on every day (or every Spanish trading day); BME never closes more than four days in a row (Good Friday to Easter Monday, 24-26 December), so the loop returns by its sixth pass (today, four closed days, the next trading day) and a 16th pass is never reached.',
  },
  {
    file: 'machines/funds/window.ts',
    line: 57,
    column: 27,
    replacement: 'i--',
    reason:
      'nextOpening is given only windows isFundsWindow accepts (HH:mm, open < close), which open on every day (or every Spanish trading day); BME never closes more than four days in a row (Good Friday to Easter Monday, 24-26 December), so the loop returns by its sixth pass (today, four closed days, the next trading day), long before the counter (whichever way it moves) could end it.',
  },
  {
    file: 'machines/gate.ts',
    line: 54,
    column: 12,
    replacement: '{}',
    reason:
      '`types` is read by TypeScript only: machines/setup.ts passes schemas, actors, actions, guards and delays to createMachine and drops `types`, so the machine built is the same.',
  },
  {
    file: 'machines/gate.ts',
    line: 89,
    column: 7,
    replacement: 'true',
    reason:
      "The WeakMap only saves rebuilding the screen's copy of a gate: a copy built again from the same gate with the same server-only guards stubbed gives the same verdicts, and clientSideOf is private (nothing sees the copy's identity).",
  },
  {
    file: 'machines/gate.ts',
    line: 90,
    column: 94,
    replacement: '["Stryker was here"]',
    reason:
      'The fallback list is used only for a machine without meta.serverOnly (not made by defineGate); providing a stub for a guard name the machine never uses changes none of its transitions.',
  },
  {
    file: 'machines/gate.ts',
    line: 91,
    column: 77,
    replacement: '() => undefined',
    reason:
      'XState takes a guard as passing only when its result is truthy (guardPassed = !guard || evaluateGuard(...); if (guardPassed) ...): a stub returning undefined blocks nothing, as the one returning false.',
  },
  {
    file: 'machines/gate.ts',
    line: 92,
    column: 5,
    replacement: ';',
    reason:
      'Without storing the copy it is rebuilt on every client-side call (see the line 89 mutant): same verdicts, only slower.',
  },
  {
    file: 'machines/gate.ts',
    line: 101,
    column: 20,
    replacement: '""',
    reason:
      "evaluateGate only asks side === 'client'; a default of '' is not 'client', so an omitted side still runs the server's gate, as 'server' does.",
  },
  {
    file: 'machines/gate.ts',
    line: 147,
    column: 20,
    replacement: '""',
    reason:
      "evaluateGate only asks side === 'client'; a default of '' is not 'client', so an omitted side still runs the server's gate, as 'server' does.",
  },
  {
    file: 'machines/ipo/lottery.ts',
    line: 19,
    column: 17,
    replacement: 'count >= BigInt(entries)',
    reason:
      'when count equals entries both branches give the same number, so `>` and `>=` decide alike.',
  },
  {
    file: 'machines/ipo/lottery.ts',
    line: 36,
    column: 22,
    replacement: 'a.ticket <= b.ticket',
    reason:
      "the tie-break is reached only when two entries have the same 64-bit ticket: the same subscription number twice (then the set of winning numbers is the same whichever comes first) or a 64-bit FNV-1a collision of two numbers under the draw's seed, about n²/2⁶⁵ likely (1e-10 for 100,000 subscriptions); for distinct tickets `<=` and `<` decide alike.",
  },
  {
    file: 'machines/ipo/lottery.ts',
    line: 36,
    column: 49,
    replacement: 'a.ticket >= b.ticket',
    reason:
      "the tie-break is reached only when two entries have the same 64-bit ticket: the same subscription number twice (then the set of winning numbers is the same whichever comes first) or a 64-bit FNV-1a collision of two numbers under the draw's seed, about n²/2⁶⁵ likely (1e-10 for 100,000 subscriptions); for distinct tickets the second test is asked only when a.ticket ≥ b.ticket, i.e. >, so `>=` and `>` decide alike.",
  },
  {
    file: 'machines/ipo/lottery.ts',
    line: 36,
    column: 49,
    replacement: 'true',
    reason:
      "the tie-break is reached only when two entries have the same 64-bit ticket: the same subscription number twice (then the set of winning numbers is the same whichever comes first) or a 64-bit FNV-1a collision of two numbers under the draw's seed, about n²/2⁶⁵ likely (1e-10 for 100,000 subscriptions); for distinct tickets the second test is asked only when a.ticket > b.ticket, so it is always true there.",
  },
  {
    file: 'machines/ipo/subscription.ts',
    line: 57,
    column: 7,
    replacement: 'true',
    reason:
      "the allotmentWithinRequest guard is declared only on the 'ipo.drawWon' transition, so where it is asked the event is always a win: the type test is always true (decision 0068's `event.type` case).",
  },
  {
    file: 'machines/ipo/subscription.ts',
    line: 126,
    column: 40,
    replacement: '{}',
    reason:
      "subscriptionActions asks only 'ipo.pay' and 'ipo.waive', whose transitions (awaiting payment → paid / waived) have no guard; the context (requestedShares) is read only by allotmentWithinRequest, so {} changes neither answer.",
  },
  {
    file: 'machines/ipo/terms.ts',
    line: 43,
    column: 22,
    replacement: 'frozenMinor <= dueMinor',
    reason:
      'when frozenMinor equals dueMinor both branches give the same amount (the smaller of the two), so `<` and `<=` decide alike.',
  },
  {
    file: 'machines/market.ts',
    line: 44,
    column: 9,
    replacement: 'true',
    reason:
      "the action is named only on the 'market.select' transitions of the machine, so wherever it runs the event is 'market.select' and the type test is always true (decision 0068)",
  },
  {
    file: 'machines/market.ts',
    line: 59,
    column: 38,
    replacement: 'true',
    reason:
      "the guard is named only on the 'market.select' transitions of the machine, so wherever it is evaluated the event is 'market.select' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/market.ts',
    line: 61,
    column: 36,
    replacement: 'true',
    reason:
      "the guard is named only on the 'market.select' transitions of the machine, so wherever it is evaluated the event is 'market.select' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/market.ts',
    line: 64,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'market.select' transitions of the machine, so wherever it is evaluated the event is 'market.select' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/market.ts',
    line: 66,
    column: 37,
    replacement: 'true',
    reason:
      "the guard is named only on the 'view.changed' transition of the usdc state of the machine, so wherever it is evaluated the event is 'view.changed' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 34,
    column: 11,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 35,
    column: 11,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 36,
    column: 11,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 37,
    column: 10,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 38,
    column: 12,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 39,
    column: 13,
    replacement: 'new Array()',
    reason:
      'the column is only pre-sized: the loop that follows writes every index 0 … n−1 before the columns are returned, so a column started empty ends with the same length and values (pre-sizing is for speed, not for what is encoded)',
  },
  {
    file: 'machines/marketView/barColumns.ts',
    line: 67,
    column: 16,
    replacement: 'new Array()',
    reason:
      'the array is only pre-sized: the loop writes every bar 0 … n−1 before it is returned, so an array started empty ends with the same length and bars',
  },
  {
    file: 'machines/marketView/livePrices.ts',
    line: 34,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'prices.watch' transition of the machine, so wherever it is evaluated the event is 'prices.watch' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/marketView/machine.ts',
    line: 71,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'view.visible' transition of the machine, so wherever it is evaluated the event is 'view.visible' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/marketView/machine.ts',
    line: 76,
    column: 9,
    replacement: 'true',
    reason:
      "the action is named only on the 'quotes.ticks' transitions of the machine, so wherever it runs the event is 'quotes.ticks' and the type test is always true (decision 0068)",
  },
  {
    file: 'machines/money.ts',
    line: 21,
    column: 26,
    replacement: '""',
    reason:
      "the pattern's whole part `(\\d+)` is not optional, so whenever the regex matches, match[2] is a non-empty string and the default '0' is never used.",
  },
  {
    file: 'machines/money.ts',
    line: 41,
    column: 18,
    replacement: '""',
    reason:
      "text is minorToDecimal's output, always digits (at least one, padStart(3)), a '.', and two digits, so split('.') always gives a defined whole part: the default '0' is never used.",
  },
  {
    file: 'machines/money.ts',
    line: 41,
    column: 34,
    replacement: '""',
    reason:
      "text is minorToDecimal's output, always with a '.' and two digits after it, so split('.') always gives a defined fraction: the default '00' is never used.",
  },
  {
    file: 'machines/money.ts',
    line: 67,
    column: 31,
    replacement: '""',
    reason:
      "the pattern's whole part `(\\d+)` is not optional, so whenever the regex matches, match[2] is a non-empty string and the default '0' is never used.",
  },
  {
    file: 'machines/order/closeOut.ts',
    line: 111,
    column: 5,
    replacement: 'ticks >= 0n',
    reason:
      "closeOutPrice never asks reached() below one tick: the long search starts at 1 and only raises high from ceiling ≥ 1, the short one asks mid = (low + high) / 2 with high − low > 1 and low ≥ 0, so mid ≥ 1; 'ticks > 0n' is always true where it is asked",
  },
  {
    file: 'machines/order/closeOut.ts',
    line: 111,
    column: 5,
    replacement: 'true',
    reason:
      "closeOutPrice never asks reached() below one tick: the long search starts at 1 and only raises high from ceiling ≥ 1, the short one asks mid = (low + high) / 2 with high − low > 1 and low ≥ 0, so mid ≥ 1; 'ticks > 0n' is always true where it is asked",
  },
  {
    file: 'machines/order/closeOut.ts',
    line: 137,
    column: 7,
    replacement: 'false',
    reason:
      'a short at 2 × ceiling ticks, above (amount + margin) / lots, has equity ≤ margin + amount − price × lots − fees < 0 ≤ the close-out share (fees are never negative), so reached(high) is always true and the early null is never taken',
  },
  {
    file: 'machines/order/closeOut.ts',
    line: 153,
    column: 29,
    replacement: 'left >= 0n',
    reason:
      'at left = 0 both give 0n: (left > 0n ? left : 0n) and (left >= 0n ? left : 0n) are equal',
  },
  {
    file: 'machines/order/guards.ts',
    line: 28,
    column: 3,
    replacement: 'false',
    reason:
      "now is a millisecond clock reading, never negative: with lockUntil null, 'now >= null' compares now with 0 and is true, as the null test is",
  },
  {
    file: 'machines/order/guards.ts',
    line: 36,
    column: 4,
    replacement: 'true',
    reason:
      "RegExp.test(null) reads the string 'null', which /^\\d+(\\.\\d+)?$/ refuses: a null price is not positive with or without the null test",
  },
  {
    file: 'machines/order/guards.ts',
    line: 57,
    column: 85,
    replacement: '""',
    reason:
      "the scale is at least 2, so fromScaled always writes a point and at least one digit before it; stripping /\\.?0+$/ leaves at least that digit ('0.00' → '0'), never '', so the '|| \"0\"' fallback is never used",
  },
  {
    file: 'machines/order/guards.ts',
    line: 58,
    column: 16,
    replacement: 'ref - step <= 0n',
    reason: 'at ref − step = 0 both branches give 0n',
  },
  {
    file: 'machines/order/guards.ts',
    line: 69,
    column: 10,
    replacement: 'true',
    reason:
      'currentTradingDay returns only a day on which sessionOn found a session (its loop returns when session is not null), so sessionOn of that day is never null',
  },
  {
    file: 'machines/order/machine.ts',
    line: 67,
    column: 9,
    replacement: 'true',
    reason:
      "the guard (or action) is used only on the 'order.protect' transition (the protect action is named only under order.protect), so the event type test is always true where it runs (decision 0068: an equivalent, not a gap)",
  },
  {
    file: 'machines/order/machine.ts',
    line: 75,
    column: 7,
    replacement: "event.type === 'order.trigger' || context.stopPrice != null",
    reason:
      "both operands are always true where stopReached runs (only on 'order.trigger' in waitingForStop, entered only when stopPrice != null), so || and && agree",
  },
  {
    file: 'machines/order/machine.ts',
    line: 75,
    column: 7,
    replacement: 'true',
    reason:
      "stopReached is only on waitingForStop's 'order.trigger', and waitingForStop is entered only through awaitsStop (stopPrice != null): the type test and the stopPrice test are both always true there",
  },
  {
    file: 'machines/order/machine.ts',
    line: 76,
    column: 7,
    replacement: 'true',
    reason:
      'waitingForStop, the only state with stopReached, is entered only through awaitsStop (stopPrice != null), and nothing sets stopPrice to null afterwards',
  },
  {
    file: 'machines/order/machine.ts',
    line: 80,
    column: 7,
    replacement: 'true',
    reason:
      "the guard (or action) is used only on the 'order.protect' transition, so the event type test is always true where it runs (decision 0068: an equivalent, not a gap)",
  },
  {
    file: 'machines/order/machine.ts',
    line: 88,
    column: 7,
    replacement: 'true',
    reason:
      "the guard (or action) is used only on the 'order.stopOut' transition, so the event type test is always true where it runs (decision 0068: an equivalent, not a gap)",
  },
  {
    file: 'machines/order/machine.ts',
    line: 92,
    column: 7,
    replacement: 'true',
    reason:
      "the guard (or action) is used only on the 'order.fill' transition, so the event type test is always true where it runs (decision 0068: an equivalent, not a gap)",
  },
  {
    file: 'machines/order/machine.ts',
    line: 94,
    column: 35,
    replacement: 'true',
    reason:
      "the guard (or action) is used only on the 'order.fill' transition, so the event type test is always true where it runs (decision 0068: an equivalent, not a gap)",
  },
  {
    file: 'machines/order/machine.ts',
    line: 203,
    column: 10,
    replacement: 'meta?.refusals[eventType]',
    reason:
      'the only state with a meta (locked) has refusals; every other state has no meta, where meta?.… short-circuits the whole chain either way',
  },
  {
    file: 'machines/order/machine.ts',
    line: 244,
    column: 7,
    replacement: 'true',
    reason:
      "xstate's transition() of an event the snapshot cannot take (no transition, or lockHasPassed false) returns the same state and context, so transitioning unconditionally gives the same snapshot",
  },
  {
    file: 'machines/order/pricing.ts',
    line: 22,
    column: 7,
    replacement: 'shift < 0',
    reason: 'at shift 0 both paths give units: units × 10^0, or (units + 1/2 = 0) / 1',
  },
  {
    file: 'machines/order/pricing.ts',
    line: 98,
    column: 7,
    replacement: 'false',
    reason:
      "limitPriceIsPositive('limit', null) is false (it tests price !== null itself), so a null price returns null with or without the first test",
  },
  {
    file: 'machines/order/pricing.ts',
    line: 147,
    column: 18,
    replacement: 'afterProfit <= 0n',
    reason:
      'at afterProfit = 0, rawProfit = −margin, so −opening.marginMinor and rawProfit are the same',
  },
  {
    file: 'machines/order/pricing.ts',
    line: 149,
    column: 20,
    replacement: 'fullFee <= left',
    reason: 'at fullFee = left both branches give the same value',
  },
  {
    file: 'machines/order/pricing.ts',
    line: 150,
    column: 26,
    replacement: 'fullStamp <= left - feeMinor',
    reason: 'at fullStamp = left − feeMinor both branches give the same value',
  },
  {
    file: 'machines/order/pricing.ts',
    line: 158,
    column: 22,
    replacement: 'owed <= 0n',
    reason: 'at owed = 0, −owed is 0n (a bigint has no −0), the same as the other branch',
  },
  {
    file: 'machines/order/splits.ts',
    line: 19,
    column: 27,
    replacement: '""',
    reason:
      "trimZeros is only given fromScaled(…, SPLIT_PRICE_DECIMALS) with a scale of 6, which always has a point: includes('.') and includes('') are both always true",
  },
  {
    file: 'machines/order/stops.ts',
    line: 114,
    column: 28,
    replacement: 'ticks <= 1n',
    reason:
      "at ticks = 1 both branches give 1n, so 'ticks < 1n ? 1n : ticks' and 'ticks <= 1n ? 1n : ticks' give the same level",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 162,
    column: 20,
    replacement: 'false',
    reason:
      'exposure is not null only when ticketCost priced the order, which needs placementPrice (the same reference) to be a positive price: where !exposure is false, reference is never null',
  },
  {
    file: 'machines/order/ticket.ts',
    line: 183,
    column: 67,
    replacement: '""',
    reason:
      'an empty side runs the gate as the server does; the only server-only check, submittingTooOften, answers no without recentOrders, which the ticket never passes (placementInput without `server`; cf. the allow-listed placement.ts:147)',
  },
  {
    file: 'machines/order/ticket.ts',
    line: 219,
    column: 7,
    replacement: 'false',
    reason:
      "limitPriceIsPositive('limit', null) is false, so a null price returns 1 through the next test anyway",
  },
  {
    file: 'machines/positions.ts',
    line: 8,
    column: 80,
    replacement: '"Stryker was here!"',
    reason:
      'the text stands in for a null profit only to be read by decimalToMinor, which answers null for \'\' and for "Stryker was here!" alike (neither is an amount), and both become 0n: a null profit adds nothing either way',
  },
  {
    file: 'machines/quant/allocationGate.ts',
    line: 21,
    column: 32,
    replacement: 'f.amount',
    reason:
      'decimalToMinor trims its text itself (machines/money.ts: DECIMAL_AMOUNT.exec(text.trim())), so decimalToMinor(f.amount) is decimalToMinor(f.amount.trim()) for every text.',
  },
  {
    file: 'machines/quant/allocationGate.ts',
    line: 22,
    column: 10,
    replacement: 'true',
    reason:
      'The `minor !== null` operand turned true leaves `null > 0n`, which JavaScript evaluates false (null is read as 0, and 0 > 0n is false): an unreadable amount is still not a positive one.',
  },
  {
    file: 'machines/quant/performance.ts',
    line: 94,
    column: 66,
    replacement: 'values[0] && 0',
    reason:
      'The peak is the running maximum of the start and the values so far, and a drawdown is counted only while it is above 0: from values[0] it is max(values so far), from 0 it is max(0, values so far), which differ only while both are at most 0, when nothing is counted (values[0] of 0 or NaN gives the same start either way).',
  },
  {
    file: 'machines/quant/performance.ts',
    line: 98,
    column: 9,
    replacement: 'v >= peak',
    reason:
      'When v equals peak, setting peak to v leaves it unchanged (a -0/0 swap only where peak is 0, which the peak > 0 test treats alike), so `>` and `>=` compute the same drawdown.',
  },
  {
    file: 'machines/quant/transferGate.ts',
    line: 18,
    column: 50,
    replacement: 'text',
    reason:
      'decimalToMinor trims its text itself (machines/money.ts: DECIMAL_AMOUNT.exec(text.trim())), so decimalToMinor(text) is decimalToMinor(text.trim()) for every text.',
  },
  {
    file: 'machines/quant/transferGate.ts',
    line: 21,
    column: 10,
    replacement: 'true',
    reason:
      'The `minor !== null` operand turned true leaves `null > 0n`, which JavaScript evaluates false (null is read as 0, and 0 > 0n is false): an unreadable amount is still not a positive one.',
  },
  {
    file: 'machines/session/machine.ts',
    line: 75,
    column: 7,
    replacement: 'true',
    reason:
      "isLoginFormIncomplete is named only on the visitor's 'login.submit' transition, so the event is always a login.submit where it runs; the type test only narrows the event for TypeScript.",
  },
  {
    file: 'machines/session/machine.ts',
    line: 78,
    column: 7,
    replacement: 'true',
    reason:
      "isRegistrationIncomplete is named only on the visitor's 'register.submit' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 81,
    column: 7,
    replacement: 'true',
    reason:
      "isAccountMalformed is named only on the 'register.submit' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 84,
    column: 7,
    replacement: 'true',
    reason:
      "isPasswordTooShort is named only on the 'register.submit' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 87,
    column: 7,
    replacement: 'true',
    reason:
      "arePasswordsDifferent is named only on the 'register.submit' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 90,
    column: 7,
    replacement: 'true',
    reason:
      "isAgreementMissing is named only on the 'register.submit' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 96,
    column: 33,
    replacement: 'true',
    reason:
      "isCodeEmpty is named only on secondFactor's 'login.code' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 127,
    column: 70,
    replacement: '""',
    reason:
      "The refusal is sent only when isLoginFormIncomplete held, i.e. firstEmptyLoginField(form) is not null: the `?? 'account'` fallback is never taken (it only satisfies the parameter's type).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 143,
    column: 77,
    replacement: '""',
    reason:
      "The refusal is sent only when isRegistrationIncomplete held, i.e. firstEmptyRegistrationField(form) is not null: the `?? 'account'` fallback is never taken (it only satisfies the parameter's type).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 175,
    column: 65,
    replacement: '"Stryker was here!"',
    reason:
      "Inside the never-used fallback of the login call's input (context.loginForm is never null in loggingIn, see the line's `{}` mutant); two mutants with this replacement on the line (account and password).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 175,
    column: 79,
    replacement: '"Stryker was here!"',
    reason:
      "Inside the never-used fallback of the login call's input (context.loginForm is never null in loggingIn, see the line's `{}` mutant); two mutants with this replacement on the line (account and password).",
  },
  {
    file: 'machines/session/machine.ts',
    line: 175,
    column: 54,
    replacement: '{}',
    reason:
      "loggingIn is entered only from the visitor's login.submit (which assigns loginForm) or from secondFactor (reached only from loggingIn, loginForm kept): context.loginForm is never null there, so the fallback object is never used.",
  },
  {
    file: 'machines/stepper/guards.ts',
    line: 52,
    column: 36,
    replacement: 'true',
    reason:
      'isAboveMax is true only when limits.max !== null (its first test), so the repeated test after it is always true where it is evaluated; it only narrows max to string for TypeScript.',
  },
  {
    file: 'machines/stepper/machine.ts',
    line: 50,
    column: 9,
    replacement: 'true',
    reason:
      "applyInput is named only on idle's 'stepper.input' transition: the event type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/stepper/machine.ts',
    line: 55,
    column: 9,
    replacement: 'true',
    reason:
      "rememberDirection is named only on 'stepper.step' and 'stepper.pressStart' transitions, both of which carry a direction: the type test is always true where it runs (it narrows the event for TypeScript).",
  },
  {
    file: 'machines/watchlistEdit.ts',
    line: 34,
    column: 7,
    replacement: 'true',
    reason:
      "the guard is named only on the 'edit.toggleAll' transition of the machine, so wherever it is evaluated the event is 'edit.toggleAll' and the type test is always true (decision 0068: an event-type test in a guard that runs only on that event)",
  },
  {
    file: 'machines/order/lotSearch.ts',
    line: 16,
    column: 9,
    replacement: 'failing >= Number.MAX_SAFE_INTEGER',
    reason:
      'failing is a power of two (it starts at 2 and only doubles) and Number.MAX_SAFE_INTEGER is 2⁵³ − 1, odd: the two are never equal, so `>` and `>=` stop at the same doubling',
  },
  {
    file: 'machines/backOffice/settings.ts',
    line: 81,
    column: 38,
    replacement: 'v',
    reason:
      "An hours value that passed HOURS is start + '-' + end with start and end both 5 characters, so start is a prefix of v: v < end and start < end differ only when start equals end, where both are false (v is longer than end). The window's order is decided alike.",
  },
  {
    file: 'machines/decimal.ts',
    line: 17,
    column: 18,
    replacement: '"Stryker was here!"',
    reason:
      "String.prototype.split always returns at least one element, so `whole` is never undefined and its default '' is never used.",
  },
  {
    file: 'machines/flows/intent.ts',
    line: 43,
    column: 26,
    replacement: 'a <= b',
    reason:
      'The comparator sorts the entries of one object, whose keys are never equal: `a <= b` and `a < b` answer alike for every pair it is given.',
  },
  {
    file: 'machines/order/ticket.ts',
    line: 161,
    column: 5,
    replacement: 'true',
    reason:
      "limitPriceIsPositive('limit', null) is false (it tests price !== null itself), so 'price !== null &&' adds nothing: a null price gives null either way",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 164,
    column: 17,
    replacement: 'true',
    reason:
      "trailPercentValid(null) is false (isPrice → limitPriceIsPositive refuses null), so 'trailPercent !== null &&' adds nothing",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 231,
    column: 7,
    replacement: 'false',
    reason:
      "the `price === null` test: limitPriceIsPositive('limit', null) is false (it tests price !== null itself), so a null price returns 0 through the next test anyway",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 231,
    column: 66,
    replacement: 'false',
    reason:
      'the `budget === null` test: a null budget then meets `budget <= 0n`, which JavaScript reads as null ≤ 0, true: it returns 0 all the same',
  },
  {
    file: 'machines/order/ticket.ts',
    line: 328,
    column: 60,
    replacement: '"Stryker was here!"',
    reason:
      "the request only makes the intent's fingerprint, which leaves requestId out (CREDENTIAL_FIELDS in flows/intent.ts): any key gives the same intent",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 340,
    column: 84,
    replacement: '"Stryker was here!"',
    reason:
      "the intent is never null on confirm (set by the 'ticket.submit' that entered confirming), so the '' fallback is never used",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 340,
    column: 55,
    replacement: 'context.intent.requestId',
    reason:
      "'ticket.confirm' is taken only in confirming, entered only by a 'ticket.submit' that sets the intent; nothing clears it before placed: intent is never null here",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 352,
    column: 68,
    replacement: '"Stryker was here!"',
    reason:
      "submitting is entered from confirming by 'ticket.confirm', which sets sent, or from failed, after such a confirm: context.sent is never null, so the fallback is never used",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 398,
    column: 58,
    replacement: '"Stryker was here!"',
    reason:
      "terms is never null where requestOf runs (see the line's optional chaining), so the '' fallback is never used",
  },
  {
    file: 'machines/order/ticket.ts',
    line: 398,
    column: 35,
    replacement: 'context.terms.code',
    reason:
      'requestOf runs only on submit (guarded by ticketAllowed, terms !== null), confirm and the invoke after it; nothing sets terms back to null',
  },
  {
    file: 'machines/quant/rebalance.ts',
    line: 75,
    column: 9,
    replacement: 'false',
    reason:
      'the `weight <= 0` test: a weight of 0 gives a share of 0n, and lotsWithin buys nothing for no budget (even at a price whose lots cost 0.00), so the entry is skipped by `lots < 1` all the same',
  },
  {
    file: 'machines/quant/rebalance.ts',
    line: 75,
    column: 9,
    replacement: 'weight < 0',
    reason:
      'a weight of exactly 0 gives a share of 0n, and lotsWithin buys nothing for no budget (even at a price whose lots cost 0.00), so `lots < 1` skips it as the weight test would',
  },
  {
    file: 'machines/quant/rebalance.ts',
    line: 75,
    column: 42,
    replacement: 'false',
    reason:
      "the `price === null` test: lotsWithin(null, …) returns 0, since limitPriceIsPositive('limit', null) is false, and `lots < 1` skips the entry as the null test would",
  },
  {
    file: 'machines/quant/rebalance.ts',
    line: 77,
    column: 36,
    replacement: 'share <= cash',
    reason:
      'the expression is the smaller of share and cash; where they are equal both branches give the same budget',
  },
]
