import { describe, expect, it } from 'vitest'
import { ageOn, isCalendarDay } from '../../../machines/funds/age.ts'
import { sampleKycSubmission } from '../../../machines/funds/fixtures.ts'
import { type KycSubmission, kycEntryRefusal, kycFormGate } from '../../../machines/funds/kyc.ts'
import { checklistOf } from '../../../machines/gate.ts'

describe('whole years of age, as birthdays count them (spec §9 Age)', () => {
  it('a birthday in an earlier month of the year has been had', () => {
    // Born 15 March 2000; on 1 May 2026 the 26th birthday (15 March 2026) is past.
    expect(ageOn('2000-03-15', '2026-05-01')).toBe(26)
  })

  it('a birthday in a later month is still to come, whatever the day of the month', () => {
    // Born 20 May 2000; on 25 March 2026 (25 ≥ 20, but March < May) they are still 25.
    expect(ageOn('2000-05-20', '2026-03-25')).toBe(25)
  })

  it('in the birthday’s month: from the day itself, not the day before', () => {
    expect(ageOn('2000-11-23', '2026-11-23')).toBe(26)
    expect(ageOn('2000-11-23', '2026-11-22')).toBe(25)
    expect(ageOn('2000-11-23', '2026-11-24')).toBe(26)
  })
})

describe('a date of birth is a real day from 1900 on (spec §9 Age)', () => {
  it('takes a day that exists, refuses one that does not or is not a date', () => {
    expect(isCalendarDay('1999-12-31')).toBe(true)
    expect(isCalendarDay('2024-02-29')).toBe(true) // 2024 is a leap year
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('1899-12-31')).toBe(false)
    expect(isCalendarDay('x2000-01-01')).toBe(false)
    expect(isCalendarDay('2000-01-01x')).toBe(false)
  })
})

describe('the real-name form’s checklist, every check at once (spec §5 Real-name verification, §9 Age)', () => {
  const base: KycSubmission = sampleKycSubmission
  const blocked = (s: KycSubmission) =>
    checklistOf({ gate: kycFormGate, facts: s })
      .filter((item) => item.blocked)
      .map((item) => item.state)

  it('a date of birth that is no day is only invalid: it gives no age to judge', () => {
    // 30 February 2010 does not exist; read as numbers it would make a 16-year-old, but a day
    // that is not a day is the invalid row alone, not also "under 18".
    expect(blocked({ ...base, dateOfBirth: '2010-02-30' })).toEqual(['dateOfBirthInvalid'])
  })

  it('a real date of birth of a 16-year-old is under adult age', () => {
    expect(blocked({ ...base, dateOfBirth: '2010-02-28' })).toEqual(['underAge'])
  })

  it('a child under 14 needs a guardian, which is the row that says so, not also "under 18"', () => {
    // Born 1 December 2016: 9 on 23 November 2026, below the guardian age of 14 (spec §9 Age).
    expect(blocked({ ...base, dateOfBirth: '2016-12-01' })).toEqual(['guardianRequired'])
  })
})

describe('the account page’s real-name entry (spec §2)', () => {
  it('a status the verification does not have refuses nothing', () => {
    // A stored status this version does not know is no final state: no refusal.
    expect(kycEntryRefusal('archived')).toBeNull()
    expect(kycEntryRefusal('')).toBeNull()
  })
})
