import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { amountForInput } from '../../lib/money.ts'

/** A price as typed, read the one way: the locale's decimal comma as a point, spaces trimmed. */
const priceOf = (typed: string) => typed.replace(',', '.').trim()

/**
 * A price typed on the ticket or the stops form, in the locale's way (spec §9: amount fields
 * accept the locale's decimal separator, so "19,50" in German): the field keeps what the person
 * typed, the form gets the price. A price the form sets itself (the last price, when a limit is
 * chosen) is shown in the locale's way. Whether it is a valid price is the rules' to say.
 */
export function PriceInput({
  label,
  value,
  onChange,
  name,
  hint,
}: {
  label: string
  value: string
  onChange: (price: string) => void
  name: string
  hint?: ReactNode
}) {
  const { i18n } = useLingui()
  const [typed, setTyped] = useState(() => amountForInput(value, i18n.locale))
  // The form changed the price itself: show its price, not what was typed before.
  const shown = priceOf(typed) === value ? typed : amountForInput(value, i18n.locale)
  return (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        name={name}
        value={shown}
        onChange={(e) => {
          setTyped(e.target.value)
          onChange(priceOf(e.target.value))
        }}
      />
      {hint ? <small className="muted">{hint}</small> : null}
    </label>
  )
}
