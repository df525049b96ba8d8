import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import type { NewsCategory } from '../../../machines/marketData.ts'
import { newsListCall } from '../../../machines/marketView/calls.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SegmentedTabs, type TabChoice } from '../../components/SegmentedTabs.tsx'
import { localeOf } from '../../i18n/locales.ts'
import { newsText } from '../../i18n/newsText.ts'
import { formatDateTime } from '../../lib/date.ts'
import { useLoad } from '../../lib/useCall.ts'

/** /home/newsList: spec §2 News tabs Top news and Stock info, 10 per page. */
export default function NewsList() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const category: NewsCategory = params.get('tab') === 'stock' ? 'stock' : 'top'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const load = useLoad(newsListCall, { category, page, lang: localeOf(i18n) })
  const tabs: Array<TabChoice<NewsCategory>> = [
    { value: 'top', label: t`Top news` },
    { value: 'stock', label: t`Stock info` },
  ]
  return (
    <section className="screen sub-screen">
      <BackBar title={t`News`} />
      <SegmentedTabs
        choices={tabs}
        selected={category}
        onSelect={(value) => setParams({ tab: value }, { replace: true })}
      />
      <LoadState load={load}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="empty">{t`No news yet.`}</p>
          ) : (
            <>
              <ul className="news-list">
                {data.list.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={`/home/newsDetail?id=${encodeURIComponent(item.id)}&category=${item.category}`}
                    >
                      <strong>{newsText(i18n, item).title}</strong>
                      <small>{formatDateTime(item.publishedAt)}</small>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pages={Math.ceil(data.total / LIST_PAGE_SIZE)}
                onPage={(p) => setParams({ tab: category, page: String(p) }, { replace: true })}
              />
            </>
          )
        }
      </LoadState>
    </section>
  )
}
