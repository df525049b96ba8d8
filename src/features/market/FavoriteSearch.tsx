import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { marketSearchCall } from '../../../machines/marketView/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LiveNotice } from '../../components/LiveNotice.tsx'
import { detailPath, QuoteList } from '../../components/QuoteList.tsx'
import { useServices } from '../../lib/services.ts'
import { useMarketView } from '../../lib/useMarketView.ts'
import { type Browsed, clearBrowsed, readBrowsed } from './browseHistory.ts'

/** Typing settles before a search is sent. */
const TYPING_MS = 300

/** /favorite/search: search by code or name, with the browse history kept on the device. */
export default function FavoriteSearch() {
  const { t } = useLingui()
  const { call, store } = useServices()
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const [history, setHistory] = useState<Browsed[]>(() => readBrowsed(store))
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Search`} />
      <input
        className="search-input"
        type="search"
        value={text}
        placeholder={t`Stock code or name`}
        aria-label={t`Stock code or name`}
        onChange={(e) => setText(e.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the screen exists to type a search
        autoFocus
      />
      {keyword ? (
        <Results keyword={keyword} call={call} />
      ) : (
        <section className="history">
          <header className="screen-head">
            <h2>{t`Browse history`}</h2>
            {history.length > 0 && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  clearBrowsed(store)
                  setHistory([])
                }}
              >
                {t`Clear`}
              </button>
            )}
          </header>
          {history.length === 0 ? (
            <p className="muted">{t`Stocks you open appear here.`}</p>
          ) : (
            <ul className="history-list">
              {history.map((item) => (
                <li key={item.code}>
                  <Link to={detailPath(item)}>
                    <strong>{item.code}</strong> {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  )
}

function Results({
  keyword,
  call,
}: {
  keyword: string
  call: ReturnType<typeof useServices>['call']
}) {
  const { t } = useLingui()
  const load = useCallback(
    async () => (await call(marketSearchCall, { keyword })).list,
    [call, keyword],
  )
  const view = useMarketView(load, keyword)
  const onVisible = useCallback(
    (codes: string[]) => view.actor.send({ type: 'view.visible', codes }),
    [view.actor],
  )
  if (view.status.loading || view.status.failed) {
    return <LiveNotice status={view.status} />
  }
  if (view.rows.length === 0) return <p className="empty">{t`No stock matches “${keyword}”.`}</p>
  return <QuoteList rows={view.rows} onVisible={onVisible} />
}
