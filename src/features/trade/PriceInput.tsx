import type { ReactNode } from 'react'

/**
 * A price typed on the ticket or the stops form: the locale's decimal comma is read as a point
 * (spec §9: amount fields accept the locale's decimal separator); whether it is a valid price is
 * the rules' to say, beside the form.
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
  return (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(',', '.').trim())}
      />
      {hint ? <small className="muted">{hint}</small> : null}
    </label>
  )
}
