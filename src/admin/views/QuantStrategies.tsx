import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type AdminStrategy,
  strategiesAdminCall,
  strategyFlagsCall,
  strategySaveCall,
} from '../../../machines/backOffice/quantStrategies.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { STRATEGY_LABELS } from '../../i18n/labels/follow.ts'
import { amountForInput, formatAmount, typedAmount } from '../../lib/money.ts'
import { percentOf, rateOf } from '../../lib/percent.ts'
import { ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { blankRuleText, RuleFields, ruleOf, ruleTextOf } from './RuleFields.tsx'

/**
 * AI quant strategies in the console (issue 20): create one, edit its rule and parameters, put it
 * on the shelf or take it off (no new allocations), pause it or resume it (no new orders). Every
 * change is in the audit log; running allocations follow the rule from its next decision.
 */
export function QuantStrategies() {
  const { t } = useLingui()
  const strategies = useAdminLoad(strategiesAdminCall, {})
  return (
    <section>
      <details className="admin-form">
        <summary className="button secondary">{t`New strategy`}</summary>
        <StrategyEditor onSaved={strategies.refresh} />
      </details>
      <LoadState load={strategies} empty={<p className="empty">{t`No strategy yet.`}</p>}>
        {(list) => (
          <ul className="review-list" data-testid="admin-strategies">
            {list.map((s) => (
              <StrategyItem key={s.id} strategy={s} onChanged={strategies.refresh} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function StrategyItem({ strategy: s, onChanged }: { strategy: AdminStrategy; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState(false)
  const flags = useAdminSubmission(strategyFlagsCall, { onDone: onChanged })
  return (
    <li className="review-item" data-testid={`admin-strategy-${s.id}`}>
      <div className="review-facts">
        <strong>{s.name}</strong>
        <span className="badge-plain">
          {s.onShelf ? t`On the shelf` : t`Off the shelf`} ·{' '}
          {s.enabled ? t`Places orders` : t`Paused`}
        </span>
        <span className="muted small">
          {i18n._(STRATEGY_LABELS[s.rule.kind])} · {t`Trading cycle`} {s.cycleDays}
        </span>
        <span>
          {t`Three months`} {percentOf(s.record.totalReturn)} · {t`Largest fall`}{' '}
          {rateOf(s.record.maxDrawdown)} · {t`Strategy orders`} {s.record.orderCount}
        </span>
        <span data-testid="strategy-running">
          {t`Running`} {s.running} · {t`Allocated`} {formatAmount(s.allocated, s.currency)} ·{' '}
          {t`Minimum`} {formatAmount(s.minAmount, s.currency)}
        </span>
      </div>
      <div className="review-actions">
        <button
          type="button"
          className="secondary"
          disabled={flags.isBusy}
          onClick={() => flags.submit({ id: s.id, onShelf: !s.onShelf })}
        >
          {s.onShelf ? t`Take off the shelf` : t`Put on the shelf`}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={flags.isBusy}
          onClick={() => flags.submit({ id: s.id, enabled: !s.enabled })}
        >
          {s.enabled ? t`Pause` : t`Resume`}
        </button>
        <button type="button" className="secondary" onClick={() => setEditing(!editing)}>
          {t`Edit`}
        </button>
      </div>
      <ResultStep submission={flags} title={s.name}>
        {(answer) => (
          <p>
            {answer.onShelf
              ? t`On the shelf: investors can allocate to it.`
              : t`Off the shelf: no new allocations; those running go on.`}{' '}
            {answer.enabled
              ? t`It places orders.`
              : t`Paused: it places no new orders; its positions stay until their owners stop it.`}
          </p>
        )}
      </ResultStep>
      {editing && <StrategyEditor strategy={s} onSaved={onChanged} />}
    </li>
  )
}

const formOf = (locale: string, s?: AdminStrategy) => ({
  name: s?.name ?? '',
  currency: s?.currency ?? ('EUR' as 'EUR' | 'USD'),
  rule: s ? ruleTextOf(s.rule, locale) : blankRuleText(locale),
  cycleDays: String(s?.cycleDays ?? 1),
  // As the operator types it: "100,00" in German.
  minAmount: amountForInput(s?.minAmount ?? '', locale),
})

/** A strategy's rule and parameters: new, or one to edit. */
function StrategyEditor({ strategy, onSaved }: { strategy?: AdminStrategy; onSaved(): void }) {
  const { t, i18n } = useLingui()
  const [f, setF] = useState(() => formOf(i18n.locale, strategy))
  const save = useAdminSubmission(strategySaveCall, {
    onDone: () => {
      if (!strategy) setF(formOf(i18n.locale))
      onSaved()
    },
  })
  const request = () => ({
    ...(strategy ? { id: strategy.id } : {}),
    name: f.name,
    currency: f.currency,
    rule: ruleOf(f.rule, i18n.locale),
    cycleDays: Number(f.cycleDays),
    minAmount: typedAmount(f.minAmount, i18n.locale),
  })
  return (
    <div className="admin-form">
      <ResultStep submission={save} title={t`Strategy saved`}>
        {(saved) => <p>{t`${saved.name} is saved; it acts on its rule from its next decision.`}</p>}
      </ResultStep>
      <FormShell
        onSubmit={() => save.submit(request())}
        busy={save.isBusy}
        failure={save}
        submitLabel={t`Save`}
      >
        <Field
          label={t`Name`}
          name="name"
          value={f.name}
          onChange={(e) => setF({ ...f, name: e.target.value })}
        />
        <SelectField
          label={t`Currency`}
          value={f.currency}
          options={[
            { value: 'EUR' as const, label: '€' },
            { value: 'USD' as const, label: '$' },
          ]}
          onChange={(currency) => setF({ ...f, currency })}
        />
        <RuleFields value={f.rule} onChange={(rule) => setF({ ...f, rule })} />
        <Field
          label={t`Trading cycle (trading days)`}
          name="cycleDays"
          value={f.cycleDays}
          onChange={(e) => setF({ ...f, cycleDays: e.target.value })}
        />
        <Field
          label={t`Minimum allocation`}
          name="minAmount"
          value={f.minAmount}
          onChange={(e) => setF({ ...f, minAmount: e.target.value })}
        />
      </FormShell>
    </div>
  )
}
