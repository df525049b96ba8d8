import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import {
  type LendingRecord,
  lendingMineCall,
  lendingRecallCall,
} from '../../../machines/lending/calls.ts'
import {
  positionCanLend,
  wholePositionBelowLendingMinimum,
} from '../../../machines/lending/lendable.ts'
import { lendingHasTag } from '../../../machines/lending/lending.ts'
import { type Position, userStockListCall } from '../../../machines/order/calls.ts'
import { LENDING_MIN_AMOUNT } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { rateOf } from '../../lib/percent.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import type { LoadView } from '../../lib/useCallLoad.ts'
import { LENDING_STATE_LABELS } from './labels.ts'

/**
 * /information/stockLending — stock lending from the account page (spec §2): the lendings, with
 * what each has earned and a recall, and the positions whose shares can be offered.
 */
export default function StockLending() {
  const { t } = useLingui()
  const lendings = useLoad(lendingMineCall, { size: 50 })
  // Positions already with the pool are not offered again.
  const lentOrders = new Set(
    (lendings.data?.list ?? [])
      .filter((l) => lendingHasTag(l.state, 'active'))
      .map((l) => l.orderNo),
  )
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Stock lending`} />
      <p className="muted small">
        {t`Lend shares you hold to the lending pool and receive a share of the fee borrowers pay, for each trading day they are lent. You can recall them at any time; selling them recalls them first.`}
      </p>
      <h2>{t`My lendings`}</h2>
      <LoadState
        load={lendings}
        empty={<p className="empty">{t`You have not lent any shares yet.`}</p>}
      >
        {({ list }) => (
          <ul className="list">
            {list.map((l) => (
              <LendingCard key={l.loanNo} lending={l} onDone={() => void lendings.refresh()} />
            ))}
          </ul>
        )}
      </LoadState>
      <h2>{t`Shares you can lend`}</h2>
      <LendableShares lent={lentOrders} />
    </section>
  )
}

function LendingCard({ lending: l, onDone }: { lending: LendingRecord; onDone(): void }) {
  const { t, i18n } = useLingui()
  const recall = useSubmission(lendingRecallCall, { confirm: true, onDone })
  const active = lendingHasTag(l.state, 'active')
  return (
    <li className="card" data-testid={`lending-${l.loanNo}`} data-state={l.state}>
      <header className="screen-head">
        <strong>
          {l.name} · {l.code}
        </strong>
        <span className="badge">{i18n._(LENDING_STATE_LABELS[l.state])}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Lots lent`}>{t`${l.lots} lots`}</Stat>
        <Stat label={t`Earned`}>
          <span data-testid="lending-earned">{formatAmount(l.earned, l.currency)}</span>
        </Stat>
        <Stat label={t`Your share of the fee`}>
          {rateOf(l.feeRate)} × {rateOf(l.share)}
        </Stat>
        <Stat label={t`Offered at`}>{formatDateTime(l.createdAt)}</Stat>
      </dl>
      {l.failReason === 'lending.quotaFull' && (
        <p className="muted small">{t`The pool was full for this share.`}</p>
      )}
      {l.failReason === 'lending.closed' && (
        <p className="muted small">{t`The lending channel of this share closed.`}</p>
      )}
      {active && (
        <button
          type="button"
          className="button secondary"
          disabled={recall.isBusy}
          onClick={() => recall.submit({ loanNo: l.loanNo })}
        >
          {t`Recall`}
        </button>
      )}
      {recall.isConfirming ? (
        <ConfirmDialog
          title={t`Recall these shares?`}
          busy={recall.isBusy}
          onBack={recall.back}
          onConfirm={recall.confirm}
        >
          <p>{t`The lending ends and its fee is paid to date. You can sell the shares again.`}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  )
}

type PositionsLoad = LoadView<Position[]>

/**
 * The open long positions of both markets without leverage and not with the pool: the ones whose
 * shares can be offered (the lending gate says the rest, on the form); a line saying so when
 * neither market has one, not a heading over nothing.
 */
function LendableShares({ lent }: { lent: Set<string> }) {
  const { t } = useLingui()
  const spain = useLoad(userStockListCall, { type: 'Spain', size: 50 })
  const usd = useLoad(userStockListCall, { type: 'usd', size: 50 })
  const lendable = (load: PositionsLoad) =>
    (load.data ?? []).filter((p) => positionCanLend(p) && !lent.has(p.orderNo))
  const answered = (load: PositionsLoad) => !load.isLoading && !load.isFailed
  const none =
    answered(spain) && answered(usd) && lendable(spain).length + lendable(usd).length === 0
  return (
    <>
      <LendableList load={spain} lendable={lendable(spain)} />
      <LendableList load={usd} lendable={lendable(usd)} />
      {none && (
        <p className="empty">
          {t`No shares to lend now. Shares you hold from a purchase without leverage are listed here, unless they are a day trade or already lent.`}
        </p>
      )}
    </>
  )
}

/** One market's lendable positions, each with a way to the lending form. */
function LendableList({ load, lendable }: { load: PositionsLoad; lendable: Position[] }) {
  const { t } = useLingui()
  return (
    <LoadState load={load} empty={null}>
      {() =>
        lendable.length > 0 && (
          <ul className="list">
            {lendable.map((p) => (
              <li key={p.orderNo} className="card" data-testid={`lendable-${p.orderNo}`}>
                <header className="screen-head">
                  <strong>
                    {p.name} · {p.code}
                  </strong>
                  <span>{t`${p.lots} lots`}</span>
                </header>
                {wholePositionBelowLendingMinimum(p.marketValue, LENDING_MIN_AMOUNT) ? (
                  <p className="muted small" data-testid="too-small-to-lend">
                    {t`Worth ${formatAmount(p.marketValue ?? '0', p.currency)}: a lending must be worth at least ${formatAmount(LENDING_MIN_AMOUNT, p.currency)}.`}
                  </p>
                ) : (
                  <Link
                    className="button secondary"
                    to={`/information/stockLend?orderNo=${encodeURIComponent(p.orderNo)}`}
                  >
                    {t`Lend`}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  )
}
