import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  type LendingTerms,
  lendingApplyCall,
  lendingInput,
  lendingRefusalBeforeForm,
  lendingTermsCall,
} from '../../../machines/lending/calls.ts'
import { lenderYearlyRate, lendingDayFeeMinor } from '../../../machines/lending/fees.ts'
import { lendingLotsOf } from '../../../machines/lending/lendable.ts'
import { minorToDecimal } from '../../../machines/money.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { currencySymbol, formatAmount } from '../../lib/money.ts'
import { rateOf } from '../../lib/percent.ts'
import { formatPrice } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/** /information/stockLend?orderNo= — offer some of a position's shares to the lending pool. */
export default function StockLend() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const load = useLoad(lendingTermsCall, { orderNo: params.get('orderNo') ?? '' })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Lend shares`} />
      <LoadState load={load}>{(terms) => <LendForm terms={terms} />}</LoadState>
    </section>
  )
}

function LendForm({ terms }: { terms: LendingTerms }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { toast } = useServices()
  const [lots, setLots] = useState(String(terms.heldLots))
  const currency = terms.currency === 'USD' ? 'USD' : 'EUR'
  const lend = useSubmission(lendingApplyCall, {
    confirm: true,
    currency,
    gate: (request) => lendingInput({ lots: request.lots }, terms),
    onDone: () => {
      toast.show(t`Offered to the pool: it takes the shares within the minute if it can.`)
      navigate('/information/stockLending')
    },
  })
  const blocked = lendingRefusalBeforeForm(terms)
  const yours = rateOf(lenderYearlyRate(terms.feeRate, terms.share))
  // What the lots typed would earn a day at today's price (the job pays each day's close).
  const lotsTyped = lendingLotsOf(lots)
  const dayFee =
    terms.lastPrice !== null && lotsTyped > 0
      ? lendingDayFeeMinor(terms.lastPrice, lotsTyped, terms.feeRate, terms.share)
      : null
  return (
    <section className="card">
      <header className="screen-head">
        <strong>
          {terms.name} · {terms.code}
        </strong>
        <span>{terms.lastPrice === null ? '—' : formatPrice(terms.lastPrice, currency)}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Lots held`}>{t`${terms.heldLots} lots`}</Stat>
        <Stat label={t`Lending fee a year`}>{rateOf(terms.feeRate)}</Stat>
        <Stat label={t`Your share of it`}>{rateOf(terms.share)}</Stat>
        <Stat label={t`Minimum value lent`}>{formatAmount(terms.minAmount, currency)}</Stat>
      </dl>
      {dayFee !== null && (
        <p className="small" data-testid="lending-day-fee">
          {t`For ${lotsTyped} lots: about ${formatAmount(minorToDecimal(dayFee), currency)} a trading day at today's price.`}
        </p>
      )}
      <p className="small" data-testid="lending-words">
        {t`You receive ${yours} a year of the lent shares' value at each day's close, paid for every trading day they are lent. Dividends on lent shares are still paid to you.`}
      </p>
      {blocked ? (
        <p className="blocker" data-testid="lending-blocked" data-state={blocked.state}>
          {translateRefusal(i18n, blocked, currencySymbol(currency))}
        </p>
      ) : (
        <FormShell
          busy={lend.isBusy}
          failure={lend}
          submitLabel={t`Lend`}
          onSubmit={() => lend.submit({ orderNo: terms.orderNo, lots })}
        >
          <Field
            label={t`Lots to lend`}
            name="lots"
            inputMode="numeric"
            value={lots}
            onChange={(e) => setLots(e.target.value)}
            hint={t`From 1 to ${terms.heldLots}`}
          />
        </FormShell>
      )}
      {lend.isConfirming ? (
        <ConfirmDialog
          title={t`Confirm lending`}
          busy={lend.isBusy}
          onBack={lend.back}
          onConfirm={lend.confirm}
        >
          <p>{t`Lend ${lots} lots of ${terms.name}? Selling them recalls them first.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
