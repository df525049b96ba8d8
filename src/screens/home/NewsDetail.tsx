import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router-dom'
import type { NewsItem } from '../../../machines/marketData.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { detailPath } from '../../components/market/QuoteList.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { newsText } from '../../market/newsText.ts'

/** /home/newsDetail: one article or market event. */
export default function NewsDetail() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const category = params.get('category') === 'stock' ? 'stock' : 'top'
  const load = useApiData<NewsItem>('news/detail', { id, category, lang: i18n.locale })
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
