import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { newsDetailCall } from '../../../machines/marketView/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { detailPath } from '../../components/QuoteList.tsx'
import { localeOf } from '../../i18n/locales.ts'
import { newsText } from '../../i18n/newsText.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /home/newsDetail: one article or market event. */
export default function NewsDetail() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const category = params.get('category') === 'stock' ? 'stock' : 'top'
  const load = useLoad(newsDetailCall, { id, category, lang: localeOf(i18n) })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`News`} />
      <LoadState load={load}>
        {(item) => {
          const text = newsText(i18n, item)
          return (
            <article className="article">
              <h2>{text.title}</h2>
              <p className="muted">{formatDateTime(item.publishedAt)}</p>
              {text.body.split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.category === 'stock' && (
                <Link
                  className="button secondary"
                  to={detailPath({ code: item.code, board: 'listed' })}
                >
                  {t`Open ${item.name}`}
                </Link>
              )}
            </article>
          )
        }}
      </LoadState>
    </section>
  )
}
