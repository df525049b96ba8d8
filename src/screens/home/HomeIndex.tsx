import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useServices } from '../../app/services.ts'

/** /home/index — tab 0. Market news, IPOs and quant trading arrive with the Markets work. */
export default function HomeIndex() {
  const { t } = useLingui()
  const { session, config } = useServices()
  const account = useSelector(session, (s) => s.context.account)
  const title = config.title
  return (
    <section className="screen">
      <h1 className="screen-title">{t`Home`}</h1>
      <p className="muted">{t`Signed in to ${title} as ${account}.`}</p>
    </section>
  )
}
