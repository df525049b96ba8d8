import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import {
  type FollowRecord,
  followMineCall,
  followRedeemCall,
} from '../../../machines/follow/calls.ts'
import { followActions, followHasTag } from '../../../machines/follow/follow.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { FOLLOW_STATE_LABELS } from '../../i18n/labels/follow.ts'
import { formatDateTime, formatDay } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { rateOf } from '../../lib/percent.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

const TABS = ['inProgress', 'ended'] as const

/** /home/qcList — the user's follows, in progress or ended (spec §2, §4 Copy trade). */
export default function MyFollows() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'ended' ? 'ended' : 'inProgress'
  const load = useLoad(followMineCall, { state: tab, size: 50 })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`My follows`} />
      <SegmentedTabs
        label={t`My follows`}
        choices={TABS.map((value) => ({
          value,
          label:
            value === 'inProgress'
              ? t({ message: 'In progress', context: 'copy trade' })
              : t({ message: 'Ended', context: 'copy trade' }),
        }))}
        selected={tab}
        onSelect={(value) => setParams({ tab: value }, { replace: true })}
      />
      <LoadState
        load={load}
        empty={
          <div className="empty">
            <p>
              {tab === 'inProgress'
                ? t`You follow no fund right now.`
                : t`No follow has ended yet.`}
            </p>
            <Link className="button secondary" to="/home/fllow">
              {t`Follow funds`}
            </Link>
          </div>
        }
      >
        {({ list }) => (
          <ul className="list">
            {list.map((f) => (
              <FollowCard key={f.followNo} follow={f} onDone={() => void load.refresh()} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function FollowCard({ follow: f, onDone }: { follow: FollowRecord; onDone(): void }) {
  const { t, i18n } = useLingui()
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, f.currency))
  const ended = followHasTag(f.state, 'ended')
  return (
    <li className="card" data-testid={`follow-${f.followNo}`} data-state={f.state}>
      <header className="screen-head">
        <Link to={`/home/fllowDetail?id=${f.productId}`}>
          <strong>{withDemoMark(i18n, f.name)}</strong>
        </Link>
        <span className="badge">{i18n._(FOLLOW_STATE_LABELS[f.state])}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Invested`}>{money(f.principal)}</Stat>
        <Stat label={ended ? t`Value at the end` : t`Value`}>
          <span data-testid="follow-value">{money(f.value)}</span>
        </Stat>
        {ended ? (
          <>
            <Stat label={t`Result after fees`}>
              <strong className={profitClass(f.netProfit)} data-testid="net-profit">
                {money(f.netProfit)}
              </strong>
            </Stat>
            <Stat label={t`Result before fees`}>{money(f.profit)}</Stat>
            <Stat label={t`Service fee`}>{money(f.serviceFee)}</Stat>
            <Stat label={t`Performance fee`}>{money(f.performanceFee)}</Stat>
            <Stat label={t`Paid back`}>
              <strong data-testid="paid-out">{money(f.paidOut)}</strong>
            </Stat>
            <Stat label={t`Ended at`}>{f.endedAt ? formatDateTime(f.endedAt) : '—'}</Stat>
          </>
        ) : (
          <>
            <Stat label={t`Result so far, before the fees at the end`}>
              <span className={profitClass(f.profit)}>{money(f.profit)}</span>
            </Stat>
            {f.priced ? (
              <Stat label={t`Daily profit (${formatDay(f.settledDay)})`}>
                <span className={profitClass(f.lastDayProfit)}>{money(f.lastDayProfit)}</span>
              </Stat>
            ) : (
              <Stat label={t`Priced at`}>
                <span data-testid="priced-at">{t`the close of ${formatDay(f.settledDay)}`}</span>
              </Stat>
            )}
            <Stat label={t`Locked until`}>{formatDateTime(f.lockUntil)}</Stat>
            <Stat label={t`Ends at`}>{formatDateTime(f.endsAt)}</Stat>
          </>
        )}
      </dl>
      {!ended && (
        <p className="muted small">{t`When it ends, a service fee of ${rateOf(f.serviceFeeRate)} of ${money(f.principal)} is taken, and ${rateOf(f.performanceFeeRate)} of the profit only if the profit reaches ${rateOf(f.targetReturn)} of it.`}</p>
      )}
      <Redeem follow={f} onDone={onDone} />
    </li>
  )
}

/** Redeem where the follow machine takes it, after a confirmation, with its result on the card. */
function Redeem({ follow: f, onDone }: { follow: FollowRecord; onDone(): void }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const money = (v: string) => formatAmount(v, f.currency)
  const redeeming = useSubmission(followRedeemCall, {
    confirm: true,
    currency: f.currency,
    // Said in a toast: the refreshed list moves the ended follow (and this card) to "Ended".
    onDone: (answer) => {
      toast.show(t`${money(answer.paidOut)} is back in your available balance.`)
      onDone()
    },
  })
  return (
    <>
      {followActions(f.state).redeem ? (
        <div className="actions">
          <button
            type="button"
            className="button primary"
            disabled={redeeming.isBusy}
            onClick={() => redeeming.submit({ followNo: f.followNo })}
          >
            {t`Redeem`}
          </button>
        </div>
      ) : null}
      {redeeming.isConfirming ? (
        <ConfirmDialog
          title={t`Redeem the follow`}
          busy={redeeming.isBusy}
          onBack={redeeming.back}
          onConfirm={redeeming.confirm}
        >
          <p>{t`End this follow now? Its value as of the last close, ${money(f.value)}, comes back less the service fee and, if the target return was reached, the performance fee.`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
