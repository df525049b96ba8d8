import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { BackIcon } from './icons.tsx'

/** spec §2 Top bar: back goes back in history, or to /home/index when there is none. */
export function BackBar({ title }: { title: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/home/index')
  }
  return (
    <header className="back-bar">
      <button type="button" className="icon-button" aria-label={t`Back`} onClick={back}>
        <BackIcon />
      </button>
      <h1>{title}</h1>
      <span className="icon-button" aria-hidden />
    </header>
  )
}
