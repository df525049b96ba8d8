import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { messageReadCall } from '../../../machines/messages/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { messageTexts } from '../../i18n/messageTexts.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /information/msgInfo?id= — one message, read from the moment it is opened. */
export default function MessageDetail() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  // Opening is reading: the call answers the message and marks it read (twice changes nothing).
  const load = useLoad(messageReadCall, { id: Number(params.get('id')) || 0 })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Message`} />
      <LoadState load={load}>
        {(m) => {
          const { title, body } = messageTexts(i18n, m)
          return (
            <article className="card" data-testid="message-detail" data-kind={m.kind}>
              <h2>{title}</h2>
              <p className="muted small">{formatDateTime(m.createdAt)}</p>
              <p className="message-body">{body}</p>
              {m.ref && (
                <p className="muted small">
                  <Labelled label={t`Reference`}>{m.ref}</Labelled>
                </p>
              )}
            </article>
          )
        }}
      </LoadState>
      <Link className="link-button" to="/information/userInfo">
        {t`All messages`}
      </Link>
    </section>
  )
}
