import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { messageListCall, messageReadAllCall } from '../../../machines/messages/calls.ts'
import { messageUnread } from '../../../machines/messages/message.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { messageTexts } from '../../i18n/messageTexts.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * /information/userInfo — the inbox (spec §2 messages; issue 21): newest first, unread ones
 * marked, ten a page, "mark all read".
 */
export default function MessageList() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const load = useLoad(messageListCall, { page, size: LIST_PAGE_SIZE })
  const readAll = useSubmission(messageReadAllCall, { onDone: () => void load.refresh() })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Messages`} />
      <LoadState
        load={load}
        empty={
          <p className="empty">{t`No messages yet. Decisions on your requests and news from us arrive here.`}</p>
        }
      >
        {({ list, total, unread }) => (
          <>
            {unread > 0 && (
              <div className="actions">
                <button
                  type="button"
                  className="button secondary"
                  disabled={readAll.isBusy}
                  onClick={() => readAll.submit({})}
                >
                  {t`Mark all as read (${unread}\u00a0unread)`}
                </button>
              </div>
            )}
            <ul className="list" data-testid="messages">
              {list.map((m) => {
                const { title, body } = messageTexts(i18n, m)
                const unreadNow = messageUnread(m.state)
                return (
                  <li
                    key={m.id}
                    className="card"
                    data-testid="message"
                    data-state={m.state}
                    data-kind={m.kind}
                  >
                    <Link className="row-link" to={`/information/msgInfo?id=${m.id}`}>
                      <header className="screen-head">
                        <strong>
                          {unreadNow && (
                            <span className="unread-dot" role="img" aria-label={t`Unread`} />
                          )}
                          {title}
                        </strong>
                        <span className="muted small">{formatDateTime(m.createdAt)}</span>
                      </header>
                      <p className="muted small message-preview">{body}</p>
                    </Link>
                  </li>
                )
              })}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  )
}
