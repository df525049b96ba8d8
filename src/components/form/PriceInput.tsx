import { type ReactNode, useState } from 'react'

/** A price as typed, read the one way: a decimal comma as a point, spaces trimmed. */
const priceOf = (typed: string) => typed.replace(',', '.').trim()

/**
 * A price the form sets itself, written as every price on the screen reads (spec §9: a decimal
 * comma, in every language; issue 48: the last price was prefilled as "7.764" beside "7,764 €").
 * The field reads a comma as the decimal sign in every language, so it reads this back as it was.
 */
const priceForInput = (price: string) => price.replace('.', ',')

/**
 * A price typed on the ticket or the stops form, in the locale's way (spec §9: amount fields
 * accept the locale's decimal separator, so "19,50" in German; a point is read too): the field
 * keeps what the person typed, the form gets the price. A price the form sets itself (the last
 * price, when a limit is chosen) is shown as prices read. Whether it is valid is the rules' to say.
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
  const [typed, setTyped] = useState(() => priceForInput(value))
  // The form changed the price itself: show its price, not what was typed before.
  const shown = priceOf(typed) === value ? typed : priceForInput(value)
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
