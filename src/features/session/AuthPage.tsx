import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useServices } from '../../lib/services.ts'

/** The frame of the login group: the site's logo and title (spec §3 Site configuration), a language link. */
export function AuthPage({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useLingui()
  const { config } = useServices()
  return (
    <main className="auth-page">
      <div className="auth-top">
        <Link to="/information/changeLang" className="text-link">
          {t`Language`}
        </Link>
      </div>
      <div className="brand">
        {config.logo && <img src={config.logo} alt="" width={56} height={56} />}
        <span>{config.title}</span>
      </div>
      <h1>{heading}</h1>
      {children}
    </main>
  )
}

export function TextField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'tel'
  autoComplete?: string
  name: string
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.type === 'tel' ? 'tel' : undefined}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}
