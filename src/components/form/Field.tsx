import type { InputHTMLAttributes, ReactNode } from 'react'

/** A labelled input of a form (the `.field` look of the login form). */
export function Field({
  label,
  hint,
  ...input
}: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} />
      {hint ? <small className="muted">{hint}</small> : null}
    </label>
  )
}

/** A labelled choice among a few options. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string
  value: T
  options: { value: T; label: string }[]
  onChange(value: T): void
  name?: string
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
