import { Plural, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { fromPromise } from 'xstate'
import { minorToDecimal } from '../../../machines/money.ts'
import {
  buyCall,
  type PlacedOrder,
  placementPrice,
  type TradeTerms,
  tradeRulesCall,
} from '../../../machines/order/calls.ts'
import { limitPriceIsPositive } from '../../../machines/order/guards.ts'
import { lockRuns, lockTerms } from '../../../machines/order/lock.ts'
import { orderHasTag } from '../../../machines/order/machine.ts'
import { hasLimitPrice, isStopOrder, PRICE_TYPES } from '../../../machines/order/priceTypes.ts'
import {
  placementOrderOf,
  type TicketForm,
  ticketCloseOut,
  ticketCost,
  ticketLeverages,
  ticketMachine,
  ticketRefusal,
  ticketSelectors,
  ticketStops,
} from '../../../machines/order/ticket.ts'
import { DAY_TRADING_LOCK } from '../../../machines/order/tradeRules.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { PriceInput } from '../../components/form/PriceInput.tsx'
import { SubmissionFailed } from '../../components/form/SubmissionFailed.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stepper } from '../../components/Stepper.tsx'
import { DIRECTION_LABELS, ORDER_STATE_LABELS, PRICE_TYPE_LABELS } from '../../i18n/labels/trade.ts'
import { REFUSAL_FIXES } from '../../i18n/refusalFixes.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { refusalOfFailure } from '../../lib/apiClient.ts'
import { formatDateTime } from '../../lib/date.ts'
import { intentStore, keepIntent } from '../../lib/intentStore.ts'
import { amountForInput, typedAmount } from '../../lib/money.ts'
import { CURRENCY_SYMBOL, formatPrice } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad } from '../../lib/useCall.ts'
import { useReveal } from '../../lib/useReveal.ts'
import { RiskWarningFigure } from './RiskWarningFigure.tsx'
import { TicketStops } from './TicketStops.tsx'

/**
 * The buy panel (spec §2 Stock detail): long or short, market or limit, lots with the stepper,
 * leverage, then fee and total to confirm. The rules come from `trade/rules` and are run by the
 * same placement gate the server runs, so the user sees what blocks the order before sending it.
 */
export function OrderPanel({
  code,
  livePrice,
  initial,
}: {
  code: string
  livePrice?: string
  initial?: Partial<TicketForm>
}) {
  const { t } = useLingui()
  const terms = useLoad(tradeRulesCall, { code })
  return (
    <section className="card order-panel" aria-label={t`Buy or sell`}>
      <LoadState load={terms}>
        {(loaded) => <Ticket terms={loaded} livePrice={livePrice} initial={initial} />}
      </LoadState>
    </section>
  )
}

/**
 * The ticket machine with `trade/buy` sent through its contract; the order it asks for keeps its
 * key in session storage (one per instrument), so a reload after a time-out does not lose it.
 */
function useTicket(code: string, initial: Partial<TicketForm> | undefined) {
  const { call } = useServices()
  const machine = useMemo(
    () =>
      ticketMachine.provide({
        actors: {
          placeOrder: fromPromise(async ({ input }) => {
            try {
              return await call(buyCall, input)
            } catch (error) {
              // The API client has shown the refusal; the machine keeps it.
              throw refusalOfFailure(error)
            }
          }),
        },
      }),
    [call],
  )
  const form = `${buyCall.path}/${code}`
  const actor = useActorRef(machine, { input: { form: initial, intent: intentStore.read(form) } })
  useEffect(() => keepIntent(actor, form), [actor, form])
  return actor
}

function Ticket({
  terms,
  livePrice,
  initial,
}: {
  terms: TradeTerms
  livePrice?: string
  initial?: Partial<TicketForm>
}) {
  const { t, i18n } = useLingui()
  const actor = useTicket(terms.code, initial)
  const form = useSelector(actor, (s) => s.context.form)
  const current = useSelector(actor, (s) => s.context.terms)
  const placed = useSelector(actor, ticketSelectors.placed)
  const confirming = useSelector(actor, ticketSelectors.isConfirming)
  const busy = useSelector(actor, ticketSelectors.isBusy)
  const failed = useSelector(actor, ticketSelectors.isFailed)
  const currency = terms.currency

  useEffect(() => {
    actor.send({
      type: 'ticket.terms',
      terms: { ...terms, lastPrice: livePrice ?? terms.lastPrice },
    })
  }, [actor, terms, livePrice])

  const edit = (patch: Partial<TicketForm>) => actor.send({ type: 'ticket.edit', patch })
  const refusal = current ? ticketRefusal(form, current) : null
  const cost = current ? ticketCost(form, current) : null
  const closeOut = current ? ticketCloseOut(form, current) : null
  const leverage = ticketLeverages(terms)
  const price = current ? placementPrice(placementOrderOf(form), current.lastPrice) : null
  const money = (minor: bigint) => formatPrice(minorToDecimal(minor), currency)
  const stops = current ? ticketStops(form, current) : { stopLoss: null, takeProfit: null }
  const signed = (minor: bigint) => (minor < 0n ? `−${money(-minor)}` : `+${money(minor)}`)
  const lockRule = form.businessType === 'dayTrading' ? DAY_TRADING_LOCK : terms.rules.lock
  const blockedText = refusal ? translateRefusal(i18n, refusal, CURRENCY_SYMBOL[currency]) : null
  const fix = refusal ? REFUSAL_FIXES[refusal.code] : undefined

  if (placed)
    return <PlacedOrderCard placed={placed} onAgain={() => actor.send({ type: 'ticket.again' })} />

  return (
    <form
      className="ticket"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'ticket.submit' })
      }}
    >
      {!form.block && (
        <>
          <div className="direction-toggle">
            {(['long', 'short'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={form.direction === d}
                className={form.direction === d ? `dir ${d} on` : `dir ${d}`}
                onClick={() => edit({ direction: d })}
              >
                {d === 'long' ? t`Buy long` : t`Sell short`}
              </button>
            ))}
          </div>
          <SegmentedTabs
            look="chips"
            label={t`Price type`}
            choices={PRICE_TYPES.map((p) => ({
              value: p,
              label: i18n._(PRICE_TYPE_LABELS[p]),
            }))}
            selected={form.priceType}
            onSelect={(priceType) =>
              edit({
                priceType,
                price: form.price || (current?.lastPrice ?? ''),
                stopPrice: form.stopPrice || (current?.lastPrice ?? ''),
              })
            }
          />
          {isStopOrder(form.priceType) && (
            <PriceInput
              label={t`Stop price`}
              name="stopPrice"
              value={form.stopPrice}
              onChange={(stopPrice) => edit({ stopPrice })}
              hint={
                form.priceType === 'stop'
                  ? t`When the price reaches the stop, the order becomes a market order.`
                  : t`When the price reaches the stop, the order becomes a limit order at your limit price.`
              }
            />
          )}
          {hasLimitPrice(form.priceType) && (
            <PriceInput
              label={t`Limit price`}
              name="limitPrice"
              value={form.price}
              onChange={(price) => edit({ price })}
            />
          )}
        </>
      )}
      <Quantity
        form={form}
        orderAmount={cost ? minorToDecimal(cost.amountMinor) : ''}
        edit={edit}
      />
      {leverage.choices.length > 1 && !form.block && (
        <SegmentedTabs
          look="chips"
          label={t`Leverage`}
          choices={leverage.choices.map((x) => ({ value: String(x), label: `${x}×` }))}
          selected={String(form.leverage)}
          onSelect={(x) => edit({ leverage: Number(x) })}
        />
      )}
      {leverage.capped && !form.block && (
        <p className="muted small" data-testid="retail-cap">
          {t`As a retail client you can use at most ${terms.rules.retailLeverageCap}× leverage here.`}
        </p>
      )}
      {!form.block && <TicketStops form={form} edit={edit} locked={lockRuns(lockRule)} />}
      <dl className="ticket-costs">
        <div>
          <dt>{t`Price`}</dt>
          <dd>
            {price !== null && limitPriceIsPositive('limit', price)
              ? formatPrice(price, currency)
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{cost ? money(cost.amountMinor) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Margin`}</dt>
          <dd>{cost ? money(cost.marginMinor) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Fee`}</dt>
          <dd>{cost ? money(cost.feeMinor) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Stamp duty`}</dt>
          <dd>{cost ? money(cost.stampDutyMinor) : '—'}</dd>
        </div>
        <div className="total">
          <dt>{t`Total`}</dt>
          <dd>{cost ? money(cost.totalMinor) : '—'}</dd>
        </div>
        {closeOut && (
          <div data-testid="ticket-close-out">
            <dt>{t`Close-out price`}</dt>
            <dd>{formatPrice(closeOut.price, currency)}</dd>
          </div>
        )}
        {stops.stopLoss && (
          <div data-testid="ticket-stop-loss">
            <dt>{t`At the stop-loss`}</dt>
            <dd>
              {formatPrice(stops.stopLoss.price, currency)} · −{money(stops.stopLoss.lossMinor)}
            </dd>
          </div>
        )}
        {stops.takeProfit && (
          <div data-testid="ticket-take-profit">
            <dt>{t`At the take-profit`}</dt>
            <dd>
              {formatPrice(stops.takeProfit.price, currency)} · {signed(stops.takeProfit.gainMinor)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t`Available`}</dt>
          <dd>{formatPrice(terms.available, currency)}</dd>
        </div>
      </dl>
      <LockNote rule={lockRule} />
      {blockedText && (
        <p className="ticket-blocked" role="alert">
          {blockedText}
          {fix && (
            <>
              {' '}
              <Link to={fix.to} data-testid="refusal-fix">
                {i18n._(fix.label)}
              </Link>
            </>
          )}
        </p>
      )}
      {failed ? (
        <SubmissionFailed
          onRetry={() => actor.send({ type: 'ticket.retry' })}
          onEdit={() => actor.send({ type: 'ticket.back' })}
        />
      ) : (
        <button
          type="submit"
          className={`button primary ${form.block ? 'long' : form.direction}`}
          disabled={current === null || refusal !== null}
        >
          {form.block ? t`Buy block` : form.direction === 'long' ? t`Buy long` : t`Sell short`}
        </button>
      )}
      {confirming && cost && (
        <ConfirmDialog
          title={t`Confirm order`}
          busy={busy}
          onBack={() => actor.send({ type: 'ticket.back' })}
          onConfirm={() => actor.send({ type: 'ticket.confirm' })}
        >
          {/* Everything the order will be sent with (issue 48: a limit order's confirmation
              showed neither its type nor its limit price). */}
          <dl className="ticket-costs" data-testid="confirm-order-terms">
            <div>
              <dt>{t`Order`}</dt>
              <dd>
                {i18n._(DIRECTION_LABELS[form.direction])} · {terms.code}
              </dd>
            </div>
            <div>
              <dt>{t`Price type`}</dt>
              <dd>{i18n._(PRICE_TYPE_LABELS[form.priceType])}</dd>
            </div>
            {isStopOrder(form.priceType) && (
              <div>
                <dt>{t`Stop price`}</dt>
                <dd>{formatPrice(form.stopPrice, currency)}</dd>
              </div>
            )}
            {hasLimitPrice(form.priceType) ? (
              <div>
                <dt>{t`Limit price`}</dt>
                <dd>{formatPrice(form.price, currency)}</dd>
              </div>
            ) : (
              !isStopOrder(form.priceType) &&
              price !== null && (
                <div>
                  <dt>{t`Price`}</dt>
                  <dd>{t`at market, about ${formatPrice(price, currency)}`}</dd>
                </div>
              )
            )}
            <div>
              <dt>{t`Lots`}</dt>
              <dd>{form.lots}</dd>
            </div>
            <div>
              <dt>{t`Leverage`}</dt>
              <dd>{form.leverage}×</dd>
            </div>
            <div>
              <dt>{t`Fee`}</dt>
              <dd>{money(cost.feeMinor)}</dd>
            </div>
            <div>
              <dt>{t`Stamp duty`}</dt>
              <dd>{money(cost.stampDutyMinor)}</dd>
            </div>
            <div className="total">
              <dt>{t`Total`}</dt>
              <dd>{money(cost.totalMinor)}</dd>
            </div>
          </dl>
          {isStopOrder(form.priceType) && (
            <p className="small" data-testid="confirm-stop-order">
              {t`The order waits until the price reaches ${formatPrice(form.stopPrice, currency)}. It then fills at the price of that moment, which a sudden jump can take past the stop; the balance pays any difference, or the order is cancelled.`}
            </p>
          )}
          {stops.stopLoss && (
            <p className="risk-note" data-testid="confirm-stop-loss">
              {t`At your stop-loss of ${formatPrice(stops.stopLoss.price, currency)} you would lose ${money(stops.stopLoss.lossMinor)}, fees included. A price that jumps past the stop closes the position at that worse price.`}
            </p>
          )}
          {closeOut && (
            <p className="risk-note" data-testid="confirm-close-out">
              {t`If the price reaches ${formatPrice(closeOut.price, currency)}, the position is closed automatically and you lose ${money(closeOut.lossMinor)} of its margin. A price that jumps past that level can cost more, never more than the margin.`}
              {terms.riskWarning && (
                <>
                  {' '}
                  <RiskWarningFigure losingPercent={terms.riskWarning.losingPercent} />
                </>
              )}
            </p>
          )}
        </ConfirmDialog>
      )}
    </form>
  )
}

/**
 * The order the server placed: its state, its lock, a link to it. Brought into view and focused
 * when it appears (issue 48: it was drawn below the fold, and a person saw no confirmation).
 */
function PlacedOrderCard({ placed, onAgain }: { placed: PlacedOrder; onAgain(): void }) {
  const { t, i18n } = useLingui()
  const card = useRef<HTMLDivElement>(null)
  useReveal(card)
  return (
    <div className="ticket-done" role="status" ref={card} tabIndex={-1}>
      <p>
        <Labelled label={t`Order placed`}>
          <strong>{i18n._(ORDER_STATE_LABELS[placed.state])}</strong>
        </Labelled>
      </p>
      {placed.lockUntil && orderHasTag(placed.state, 'locked') ? (
        <p className="small" data-testid="placed-lock">
          {t`Locked: a new position can be sold once its lock has passed, from ${formatDateTime(placed.lockUntil)}.`}
        </p>
      ) : null}
      <p className="muted small">{placed.orderNo}</p>
      <div className="button-row">
        <Link className="button secondary" to={`/trade/positionDetail?orderNo=${placed.orderNo}`}>
          {t`View order`}
        </Link>
        <button type="button" className="button primary" onClick={onAgain}>
          {t`New order`}
        </button>
      </div>
    </div>
  )
}

/**
 * The quantity, as lots with the stepper or as an amount the ticket turns into whole lots at the
 * order's price (issue 18: buy by amount). The typed text stays here; the machine gets the amount.
 */
function Quantity({
  form,
  orderAmount,
  edit,
}: {
  form: TicketForm
  orderAmount: string
  edit: (patch: Partial<TicketForm>) => void
}) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState('')
  const byAmount = form.sizing === 'amount' && !form.block
  return (
    <>
      {!form.block && (
        <SegmentedTabs
          look="chips"
          label={t`Order size in`}
          choices={[
            { value: 'lots', label: t`Lots` },
            { value: 'amount', label: t`Amount` },
          ]}
          selected={form.sizing}
          onSelect={(sizing) => {
            // Switching to an amount starts from what the lots come to now.
            if (sizing === 'amount') setTyped(amountForInput(orderAmount, i18n.locale))
            edit({ sizing, amount: orderAmount })
          }}
        />
      )}
      {byAmount ? (
        <AmountField
          label={t`Order amount (before fees)`}
          name="orderAmount"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value)
            edit({ amount: typedAmount(e.target.value, i18n.locale) })
          }}
          hint={
            <span data-testid="lots-for-amount">
              <Plural value={Number(form.lots)} one="= # lot" other="= # lots" />
            </span>
          }
        />
      ) : (
        <div className="field">
          <span>{t`Lots (1 lot = 1 share)`}</span>
          <Stepper
            label={t`Lots`}
            limits={{ min: '1', integer: true, value: form.lots }}
            onChange={(lots) => edit({ lots })}
          />
        </div>
      )}
    </>
  )
}

/** What the lock of spec §4 Selling means for this order, said before buying (issue 18). */
function LockNote({ rule }: { rule: string }) {
  const { t } = useLingui()
  const terms = lockTerms(rule)
  if (!terms) return null
  const none = !lockRuns(rule)
  return (
    <p className="muted small" data-testid="lock-note">
      {none ? (
        t`No lock: a position bought now can be sold at once.`
      ) : 'minutes' in terms ? (
        <Plural
          value={terms.minutes}
          one="Lock: a position bought now can be sold # minute after it is bought."
          other="Lock: a position bought now can be sold # minutes after it is bought."
        />
      ) : (
        <Plural
          value={terms.tradingDays}
          one="Lock: a position bought now can be sold from the next trading day’s opening."
          other="Lock: a position bought now can be sold from the opening # trading days later."
        />
      )}
    </p>
  )
}
