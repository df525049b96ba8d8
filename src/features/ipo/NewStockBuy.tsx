import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { refusalOf } from '../../../machines/gate.ts'
import {
  DEFAULT_TIER,
  type IpoTerms,
  ipoSubscribeCall,
  ipoTermsCall,
  subscriptionCost,
  subscriptionInput,
} from '../../../machines/ipo/calls.ts'
import { formatCount } from '../../../machines/money.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { REFUSAL_FIXES } from '../../i18n/refusalFixes.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDay } from '../../lib/date.ts'
import { currencySymbol, formatAmount } from '../../lib/money.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/** /home/newStockBuy?id= — the application form of spec §2 New-share detail. */
export default function NewStockBuy() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const terms = useLoad(ipoTermsCall, { id })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Subscribe`} />
      <LoadState load={terms}>{(data) => <ApplicationForm terms={data} />}</LoadState>
    </section>
  )
}

/**
 * Shares (whole, at least the product minimum), an allocation tier, and before confirming the
 * amount and what will be frozen; the subscription gate (the server's, on the loaded terms)
 * names the first thing that blocks.
 */
function ApplicationForm({ terms }: { terms: IpoTerms }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const { product: p, facts } = terms
  const [shares, setShares] = useState(String(p.minShares))
  const [tier, setTier] = useState(p.tiers[0]?.id ?? DEFAULT_TIER)
  const subscription = useSubmission(ipoSubscribeCall, {
    confirm: true,
    gate: (request) => subscriptionInput(request, terms),
    onDone: () => {
      toast.show(t`Subscription submitted. The amount is frozen until the draw.`)
      navigate('/trade/index?tab=subscription')
    },
  })
  const cost = subscriptionCost(shares, p)
  const money = (v: string) => formatAmount(v, p.currency)
  // What blocks before anything is typed (a subscription already made, the period, the channel)
  // is said instead of the form (issue 18: it was refused only after confirming).
  const before = refusalOf(
    subscriptionInput({ quantity: String(p.minShares), tier }, terms),
    'client',
  )
  const blocked = before?.beforeForm && !subscription.isDone ? before : null
  const fix = blocked ? REFUSAL_FIXES[blocked.code] : undefined
  return (
    <>
      <div className="card">
        <h2>
          {withDemoMark(i18n, p.name)} <small className="muted">{p.code}</small>
        </h2>
        <dl className="stats">
          <Stat label={t`Subscription price`}>{money(p.price)}</Stat>
          <Stat label={t`Application period`}>
            {formatDay(p.opensAt)} – {formatDay(p.closesAt)}
          </Stat>
          <Stat label={t`Draw date`}>{formatDay(p.drawAt)}</Stat>
          <Stat label={t`Available`}>{money(facts.available)}</Stat>
        </dl>
      </div>
      {blocked ? (
        <div className="card blocker" data-testid="subscription-blocked" data-state={blocked.state}>
          <p>{translateRefusal(i18n, blocked, currencySymbol(p.currency))}</p>
          {fix ? (
            <Link className="button primary" to={fix.to}>
              {i18n._(fix.label)}
            </Link>
          ) : null}
        </div>
      ) : null}
      {blocked ? null : (
        <>
          <FormShell
            onSubmit={() =>
              subscription.submit({
                id: p.id,
                quantity: shares.trim(),
                tier,
              })
            }
            busy={subscription.isBusy}
            failure={subscription}
            submitLabel={t`Subscribe`}
          >
            <Field
              label={t`Shares`}
              name="shares"
              inputMode="numeric"
              value={shares}
              onChange={(e) => setShares(e.target.value)}
              hint={t`Minimum ${formatCount(String(p.minShares))} shares`}
            />
            <SelectField
              label={t`Allocation tier`}
              name="tier"
              value={tier}
              options={p.tiers.map((x) => ({
                value: x.id,
                label: t`Tier ${x.id}: from ${money(x.minAmount)}`,
              }))}
              onChange={setTier}
            />
            <dl className="stats">
              <Stat label={t`Subscription amount`}>
                <span data-testid="ipo-amount">{money(cost.amount)}</span>
              </Stat>
              <Stat label={t`To be frozen now`}>
                <span data-testid="ipo-frozen">{money(cost.frozen)}</span>
              </Stat>
            </dl>
            <p className="muted small">{t`If you win, the rest is paid from your balance when you pay; if you do not win, the frozen amount returns.`}</p>
          </FormShell>
          {subscription.isConfirming ? (
            <ConfirmDialog
              title={t`Confirm subscription`}
              busy={subscription.isBusy}
              onBack={subscription.back}
              onConfirm={subscription.confirm}
            >
              <p>{t`Subscribe to ${formatCount(shares.trim())} shares of ${withDemoMark(i18n, p.name)} and freeze ${money(cost.frozen)} until the draw?`}</p>
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </>
  )
}
