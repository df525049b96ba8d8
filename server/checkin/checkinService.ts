import { and, asc, count, eq, gte, sum } from 'drizzle-orm'
import { addDays } from '../../machines/calendar/holidays.ts'
import { type CheckinStatus, checkInInput, redeemInput } from '../../machines/checkin/calls.ts'
import { checkinDayOf, streakOf } from '../../machines/checkin/days.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { checkinRewards, checkins } from '../db/schema.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockBalance, post } from '../money/ledger.ts'
import { moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import { readCheckinReward } from './checkinConfig.ts'

type CheckinDeps = Pick<Deps, 'db' | 'clock'>
type Db = Deps['db'] | Tx

/** Check-ins collected, and those spent on rewards, by one user. */
async function countsOf(db: Db, userId: number) {
  const [collected] = await db
    .select({ n: count() })
    .from(checkins)
    .where(eq(checkins.userId, userId))
  const [spent] = await db
    .select({ n: sum(checkinRewards.checkins) })
    .from(checkinRewards)
    .where(eq(checkinRewards.userId, userId))
  const total = collected?.n ?? 0
  return { total, remaining: total - Number(spent?.n ?? 0) }
}

/** checkin/status: today, what is collected, the streak and the reward. */
export async function checkinStatus(deps: CheckinDeps, user: SessionUser): Promise<CheckinStatus> {
  const today = checkinDayOf(deps.clock.now().getTime())
  const recent = await deps.db
    .select({ day: checkins.day })
    .from(checkins)
    .where(and(eq(checkins.userId, user.id), gte(checkins.day, addDays(today, -27))))
    .orderBy(asc(checkins.day))
  const days = recent.map((r) => r.day)
  // A streak longer than four weeks reads the older days too.
  const all =
    streakOf(days, today) >= 27
      ? (
          await deps.db
            .select({ day: checkins.day })
            .from(checkins)
            .where(eq(checkins.userId, user.id))
        ).map((r) => r.day)
      : days
  return {
    today,
    checkedInToday: days.includes(today),
    ...(await countsOf(deps.db, user.id)),
    streak: streakOf(all, today),
    reward: await readCheckinReward(deps.db),
    recentDays: days,
  }
}

/**
 * checkin/checkIn: the gate on today's check-in, then the row; two racing check-ins meet on the
 * unique (user, day) index and the second is refused like any second one.
 */
export async function checkIn(deps: CheckinDeps, user: SessionUser) {
  const today = checkinDayOf(deps.clock.now().getTime())
  const [found] = await deps.db
    .select({ id: checkins.id })
    .from(checkins)
    .where(and(eq(checkins.userId, user.id), eq(checkins.day, today)))
  enforce(checkInInput({ checkedInToday: found !== undefined }))
  const inserted = await deps.db
    .insert(checkins)
    .values({ userId: user.id, day: today, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: checkins.id })
  if (inserted.length === 0) throw new ApiRefusal('checkin.already')
  return { day: today, remaining: (await countsOf(deps.db, user.id)).remaining }
}

async function earlierReward(db: Db, userId: number, requestId: string, remaining?: number) {
  const [row] = await db
    .select()
    .from(checkinRewards)
    .where(and(eq(checkinRewards.userId, userId), eq(checkinRewards.requestId, requestId)))
  if (!row) return null
  return {
    rewardNo: row.rewardNo,
    amount: minorToDecimal(row.amountMinor),
    currency: row.currency,
    remaining: remaining ?? (await countsOf(db, userId)).remaining,
  }
}

/**
 * checkin/redeem: under the user's balance lock (the reward's currency), the check-ins left are
 * counted, the gate decides, and the reward's row and its ledger credit are written together.
 */
export async function redeemCheckins(
  deps: CheckinDeps,
  user: SessionUser,
  form: { requestId?: string | undefined },
) {
  // Read before the transaction: PGlite has one connection, which a transaction holds.
  const reward = await readCheckinReward(deps.db)
  const earlier = (requestId: string) => earlierReward(deps.db, user.id, requestId)
  return collisionAnswered(form.requestId, earlier, () =>
    moneyTransaction(deps.db, async (tx) => {
      await lockBalance(tx, user.id, reward.currency)
      if (form.requestId) {
        const answered = await earlierReward(tx, user.id, form.requestId)
        if (answered) return answered
      }
      const { remaining } = await countsOf(tx, user.id)
      enforce(redeemInput({ remaining, reward }))
      const now = deps.clock.now()
      const rewardNo = newOrderNo('R', now)
      const amountMinor = decimalToMinor(reward.amount)!
      await tx.insert(checkinRewards).values({
        rewardNo,
        userId: user.id,
        requestId: form.requestId ?? null,
        checkins: reward.checkins,
        currency: reward.currency,
        amountMinor,
        createdAt: now,
      })
      await post(tx, { userId: user.id, currency: reward.currency, orderNo: rewardNo, at: now }, [
        { bucket: 'available', kind: 'reward', amountMinor },
      ])
      return {
        rewardNo,
        amount: reward.amount,
        currency: reward.currency,
        remaining: remaining - reward.checkins,
      }
    }),
  )
}
