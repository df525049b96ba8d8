import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type AdminProduct,
  ipoAnnounceCall,
  ipoChannelCall,
  ipoDrawCall,
  ipoProductsCall,
} from '../../../machines/backOffice/calls.ts'
import { productActions } from '../../../machines/backOffice/products.ts'
import { formatPercent } from '../../../machines/money.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { PHASE_LABELS, PRODUCT_KIND_LABELS } from '../../i18n/labels/ipo.ts'
import { formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { IpoResults } from './IpoResults.tsx'
import { ProductEditor } from './ProductEditor.tsx'

/**
 * New shares and placements in the console: create one, open or close its channel, run the draw
 * (a lottery, or the placement's allotment by hand), publish the results, see every subscription
 * and reject one before the draw. The draw and the results are confirmed first, and what they
 * did stays on screen. Every action lands in the audit log.
 */
export function IpoProducts() {
  const { t } = useLingui()
  const products = useAdminLoad(ipoProductsCall, {})
  return (
    <section>
      <details className="admin-form">
        <summary className="button secondary">{t`New product`}</summary>
        <ProductEditor onSaved={products.refresh} />
      </details>
      <LoadState load={products} empty={<p className="empty">{t`No product yet.`}</p>}>
        {(list) => (
          <ul className="review-list">
            {list.map((p) => (
              <ProductItem key={p.id} product={p} onChanged={products.refresh} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function ProductItem({ product: p, onChanged }: { product: AdminProduct; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const [showResults, setShowResults] = useState(false)
  const channel = useAdminSubmission(ipoChannelCall, { onDone: onChanged })
  const draw = useAdminSubmission(ipoDrawCall, { confirm: true, onDone: onChanged })
  const announce = useAdminSubmission(ipoAnnounceCall, { confirm: true, onDone: onChanged })
  const actions = productActions(p)
  const busy = channel.isBusy || draw.isBusy || announce.isBusy
  const title = `${p.name} (${p.code})`
  return (
    <li className="review-item" data-testid={`admin-ipo-${p.code}`}>
      <div className="review-facts">
        <strong>{title}</strong>
        <span className="badge-plain">{i18n._(PRODUCT_KIND_LABELS[p.kind])}</span>
        <span className="badge-plain">{i18n._(PHASE_LABELS[p.phase])}</span>
        <span>{formatAmount(p.price, p.currency)}</span>
        <span className="muted small">
          {formatDay(p.opensAt)} – {formatDay(p.closesAt)} · {t`Listing date`}{' '}
          {formatDay(p.listingAt)}
        </span>
        <span className="muted small">
          {t`Winning rate`} {formatPercent(p.winningRate)} · {t`Frozen at subscription`}{' '}
          {formatPercent(p.depositPercent)}
        </span>
        {p.drawSeed && <span className="muted small">{t`Draw seed: ${p.drawSeed}`}</span>}
      </div>
      <div className="review-actions">
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => channel.submit({ id: p.id, open: !p.channelOpen })}
        >
          {p.channelOpen ? t`Close channel` : t`Open channel`}
        </button>
        {actions.draw && (
          <button
            type="button"
            className="primary"
            data-action="draw"
            disabled={busy}
            onClick={() => draw.submit({ id: p.id })}
          >
            {actions.verifies ? t`Verify draw` : t`Run draw`}
          </button>
        )}
        {actions.announce && (
          <button
            type="button"
            className="primary"
            data-action="announce"
            disabled={busy}
            onClick={() => announce.submit({ id: p.id })}
          >
            {t`Announce results`}
          </button>
        )}
        <button type="button" className="secondary" onClick={() => setShowResults(!showResults)}>
          {t`Subscriptions`}
        </button>
      </div>
      <ResultStep submission={channel} title={title}>
        {(answer) => <p>{answer.channelOpen ? t`Channel opened.` : t`Channel closed.`}</p>}
      </ResultStep>
      <ResultStep submission={draw} title={t`Draw of ${title}`}>
        {(d) => (
          <p>
            {d.rerun
              ? d.matches
                ? t`The draw was run again from its seed: same winners.`
                : t`The draw was run again from its seed: the winners differ.`
              : t`Draw done: ${d.won} won, ${d.notWon} not won.`}
          </p>
        )}
      </ResultStep>
      <ResultStep submission={announce} title={t`Results of ${title}`}>
        {(a) => (
          <p>{t`Results announced: ${a.pendingPayment} asked to pay, ${a.refunded} refunded.`}</p>
        )}
      </ResultStep>
      <ConfirmStep submission={draw} title={t`Confirm draw`}>
        {() => (
          <p>
            {actions.verifies
              ? t`Run the draw of ${title} again from its recorded seed? Nothing changes; it checks the winners.`
              : t`Run the draw of ${title} now? Winners and losers are fixed by it.`}
          </p>
        )}
      </ConfirmStep>
      <ConfirmStep submission={announce} title={t`Confirm announcement`}>
        {() => (
          <p>{t`Announce the results of ${title}? Winners are asked to pay; everyone else is refunded at once.`}</p>
        )}
      </ConfirmStep>
      {showResults && <IpoResults product={p} onChanged={onChanged} />}
    </li>
  )
}
