import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { evaluateGate } from '../../../machines/gate.ts'
import { subscriptionGate, wholeSharesOf } from '../../../machines/ipo/subscriptionGate.ts'
import { frozenAtSubscriptionMinor, subscriptionAmountMinor } from '../../../machines/ipo/terms.ts'
import { formatCount, minorToDecimal } from '../../../machines/money.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { useGatedSubmit } from '../../funds/useFundsActions.ts'
import type { IpoProduct } from '../../ipo/product.ts'
import { formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface Terms {
  product: IpoProduct
  facts: { noTrade: boolean; now: number; subscriptionsSoFar: number; available: string }
}

/** /home/newStockBuy?id= — the application form of spec §2 New-share detail. */
export default function NewStockBuy() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const terms = useApiData<Terms>('ipo/terms', { id })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Subscribe`} />
      <LoadState load={terms}>{(data) => <ApplicationForm terms={data} />}</LoadState>
    </section>
  )
}

/**
 * Shares (whole, at least the product minimum), an allocation tier, and before confirming the
 * amount and what will be frozen; the subscription gate names the first thing that blocks.
 */
function ApplicationForm({ terms: { product: p, facts } }: { terms: Terms }) {
  const { t } = useLingui()
  const { toast } = useServices()
  const navigate = useNavigate()
  const { submit, busy, refuse } = useGatedSubmit()
  const [shares, setShares] = useState(String(p.minShares))
  const [tier, setTier] = useState(p.tiers[0]?.id ?? 'A')
  const [confirming, setConfirming] = useState(false)
  const whole = wholeSharesOf(shares) ?? 0
  const amount = minorToDecimal(subscriptionAmountMinor(whole, p.price))
  const frozen = minorToDecimal(
    frozenAtSubscriptionMinor(whole, {
      price: p.price,
      depositPercent: p.depositPercent,
      waivePercent: p.waivePercent,
    }),
  )
  const chosenTier = p.tiers.find((x) => x.id === tier) ?? p.tiers[0]!
  const gateCheck = {
    gate: subscriptionGate,
    facts: {
      ...facts,
      channelOpen: p.channelOpen,
      opensAt: Date.parse(p.opensAt),
      closesAt: Date.parse(p.closesAt),
      listingAt: Date.parse(p.listingAt),
      maxSubscriptions: p.maxSubscriptions,
      shares,
      minShares: p.minShares,
      tierMinAmount: chosenTier.minAmount,
      amount,
      frozenNeeded: frozen,
    },
    params: {
      belowMinShares: { count: String(p.minShares) },
      belowTierMin: { amount: chosenTier.minAmount },
    },
  }
  const money = (v: string) => formatAmount(v, p.currency)
  const ask = () => {
    const verdict = evaluateGate(subscriptionGate, gateCheck.facts)
    if (verdict.allowed) setConfirming(true)
    else refuse(verdict.code, gateCheck.params[verdict.state as keyof typeof gateCheck.params])
  }
  const send = async () => {
    const done = await submit(gateCheck, 'ipo/subscribe', {
      id: p.id,
      quantity: shares.trim(),
      tier,
      requestId: crypto.randomUUID(),
    })
    setConfirming(false)
    if (done) {
      toast.show(t`Subscription submitted. The amount is frozen until the draw.`)
      navigate('/trade/index?tab=subscription')
    }
  }
  return (
    <>
      <div className="card">
        <h2>
          {p.name} <small className="muted">{p.code}</small>
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
      <FormShell onSubmit={ask} busy={busy} submitLabel={t`Subscribe`}>
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
            <span data-testid="ipo-amount">{money(amount)}</span>
          </Stat>
          <Stat label={t`To be frozen now`}>
            <span data-testid="ipo-frozen">{money(frozen)}</span>
          </Stat>
        </dl>
        <p className="muted small">{t`If you win, the rest is paid from your balance when you pay; if you do not win, the frozen amount returns.`}</p>
      </FormShell>
      {confirming && (
        <ConfirmDialog
          title={t`Confirm subscription`}
          busy={busy}
          onBack={() => setConfirming(false)}
          onConfirm={() => void send()}
        >
          <p>{t`Subscribe to ${formatCount(shares)} shares of ${p.name} and freeze ${money(frozen)} until the draw?`}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
