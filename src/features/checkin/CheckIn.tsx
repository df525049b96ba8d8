import { useLingui } from '@lingui/react/macro'
import { addDays } from '../../../machines/calendar/holidays.ts'
import {
  type CheckinStatus,
  checkInCall,
  checkInInput,
  checkinRedeemCall,
  checkinStatusCall,
  redeemInput,
} from '../../../machines/checkin/calls.ts'
import { refusalOf } from '../../../machines/gate.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDay } from '../../lib/date.ts'
import { currencySymbol, formatAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * /information/checkIn — the daily check-in (spec §2 account page, §5 Other, §8 Check-in;
 * decision 0033): check in once a day, watch the streak, spend check-ins on a reward.
 */
export default function CheckIn() {
  const { t } = useLingui()
  const load = useLoad(checkinStatusCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Daily check-in`} />
      <LoadState load={load}>
        {(status) => <CheckInCards status={status} onChange={() => void load.refresh()} />}
      </LoadState>
    </section>
  )
}

function CheckInCards({ status: s, onChange }: { status: CheckinStatus; onChange(): void }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const reward = formatAmount(s.reward.amount, s.reward.currency)
  // Two sentences in a row, with the gap the language leaves between them (none after a Chinese 。).
  const twoSentences = (first: string, second: string) =>
    t({ message: `${first} ${second}`, context: 'two sentences in a row' })
  const checking = useSubmission(checkInCall, {
    gate: () => checkInInput(s),
    onDone: () => {
      toast.show(t`Checked in for today.`)
      onChange()
    },
  })
  const redeeming = useSubmission(checkinRedeemCall, {
    confirm: true,
    currency: s.reward.currency,
    gate: () => redeemInput(s),
    onDone: (answer) => {
      toast.show(t`${formatAmount(answer.amount, answer.currency)} is in your available balance.`)
      onChange()
    },
  })
  const today = refusalOf(checkInInput(s), 'client')
  const redeemBlock = refusalOf(redeemInput(s), 'client')
  return (
    <>
      <section className="card" data-testid="checkin" data-checked={s.checkedInToday}>
        <dl className="stats">
          <Stat label={t`Days in a row`}>
            <strong data-testid="checkin-streak">{s.streak}</strong>
          </Stat>
          <Stat label={t`Check-ins collected`}>
            <strong data-testid="checkin-remaining">{s.remaining}</strong>
          </Stat>
        </dl>
        <Strip status={s} />
        {today ? (
          <p className="muted" data-testid="checkin-done">
            {translateRefusal(i18n, today, '')} {t`Come back tomorrow.`}
          </p>
        ) : (
          <div className="actions">
            <button
              type="button"
              className="button primary"
              disabled={checking.isBusy}
              onClick={() => checking.submit({})}
            >
              {t`Check in`}
            </button>
          </div>
        )}
        <p className="muted small">{t`One check-in per day; a day starts at midnight in Madrid.`}</p>
      </section>
      <section className="card" data-testid="checkin-reward">
        <h2>{t`Reward`}</h2>
        <p>{t`${s.reward.checkins} check-ins get you ${reward}, paid into your available balance.`}</p>
        {redeemBlock ? (
          <p className="muted" data-testid="reward-blocked">
            {twoSentences(
              translateRefusal(i18n, redeemBlock, currencySymbol(s.reward.currency)),
              t`You have ${s.remaining}.`,
            )}
          </p>
        ) : (
          <div className="actions">
            <button
              type="button"
              className="button primary"
              disabled={redeeming.isBusy}
              onClick={() => redeeming.submit({})}
            >
              {t`Get ${reward}`}
            </button>
          </div>
        )}
      </section>
      {redeeming.isConfirming ? (
        <ConfirmDialog
          title={t`Get the reward`}
          busy={redeeming.isBusy}
          onBack={redeeming.back}
          onConfirm={redeeming.confirm}
        >
          <p>{t`Spend ${s.reward.checkins} of your ${s.remaining} check-ins on ${reward}?`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

/** The last two weeks, a mark on each day checked in. */
function Strip({ status: s }: { status: CheckinStatus }) {
  const { t } = useLingui()
  const done = new Set(s.recentDays)
  const days = Array.from({ length: 14 }, (_, i) => addDays(s.today, i - 13))
  return (
    <ol className="checkin-strip" aria-label={t`The last two weeks`}>
      {days.map((day) => (
        <li
          key={day}
          className={done.has(day) ? 'checked' : ''}
          title={formatDay(day)}
          aria-label={done.has(day) ? t`${formatDay(day)}: checked in` : formatDay(day)}
        >
          {day.slice(8)}
        </li>
      ))}
    </ol>
  )
}
