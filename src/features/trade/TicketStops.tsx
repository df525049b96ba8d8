import { useLingui } from '@lingui/react/macro'
import type { TicketForm } from '../../../machines/order/ticket.ts'
import { PriceInput } from '../../components/form/PriceInput.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'

/**
 * The stops that protect the position the ticket opens (issue 25): a stop-loss at a price or
 * trailing the price by a percent, and a take-profit; each optional. What they would lose or
 * gain is shown with the costs, and the rules say beside the form what is wrong.
 */
export function TicketStops({
  form,
  edit,
  locked,
}: {
  form: TicketForm
  edit: (patch: Partial<TicketForm>) => void
  /** Whether the position will have a lock, during which its stops wait (spec §4 Selling). */
  locked: boolean
}) {
  const { t } = useLingui()
  return (
    <fieldset className="ticket-stops">
      <legend>{t`Stop-loss and take-profit (optional)`}</legend>
      <SegmentedTabs
        look="chips"
        label={t`Stop-loss`}
        choices={[
          { value: 'price', label: t`At a price` },
          { value: 'trailing', label: t`Trailing` },
        ]}
        selected={form.trailing ? 'trailing' : 'price'}
        onSelect={(mode) => edit({ trailing: mode === 'trailing' })}
      />
      {form.trailing ? (
        <PriceInput
          label={t`Trail by (%)`}
          name="trailPercent"
          value={form.trailPercent}
          onChange={(trailPercent) => edit({ trailPercent })}
          hint={t`The stop follows the best price by this percent and never moves back.`}
        />
      ) : (
        <PriceInput
          label={t`Stop-loss price`}
          name="stopLoss"
          value={form.stopLoss}
          onChange={(stopLoss) => edit({ stopLoss })}
        />
      )}
      <PriceInput
        label={t`Take-profit price`}
        name="takeProfit"
        value={form.takeProfit}
        onChange={(takeProfit) => edit({ takeProfit })}
      />
      {locked && (
        <p className="muted small" data-testid="stops-lock">
          {t`Stops act once the position can be sold, when its lock has passed.`}
        </p>
      )}
    </fieldset>
  )
}
