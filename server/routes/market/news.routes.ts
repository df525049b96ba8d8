import type { Locale } from '../../../machines/locales.ts'
import type { NewsItem } from '../../../machines/marketData.ts'
import { newsDetailCall, newsListCall } from '../../../machines/marketView/calls.ts'
import type { Deps } from '../../core/deps.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { serve } from '../../http/route.ts'
import { ARTICLES } from '../../news/articles.ts'
import { stockNews } from '../../news/stockNews.ts'

function topNews(lang: Locale, at: number): NewsItem[] {
  return ARTICLES.filter((a) => Date.parse(a.publishedAt) <= at)
    .map((a) => ({
      id: a.id,
      category: 'top' as const,
      publishedAt: new Date(a.publishedAt).toISOString(),
      ...a.text[lang],
    }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
}

function newsOf(deps: Deps, category: 'top' | 'stock', lang: Locale): NewsItem[] {
  const at = deps.clock.now().getTime()
  return category === 'top' ? topNews(lang, at) : stockNews(deps.market.provider, at)
}

export const newsListRoute = serve(newsListCall, async ({ body, deps }) => {
  const all = newsOf(deps, body.category, body.lang)
  const list = all.slice((body.page - 1) * body.size, body.page * body.size)
  return { list, total: all.length, page: body.page, size: body.size }
})

export const newsDetailRoute = serve(newsDetailCall, async ({ body, deps }) => {
  const item = newsOf(deps, body.category, body.lang).find((n) => n.id === body.id)
  if (!item) throw new ApiRefusal('news.missing')
  return item
})

export const newsRoutes = [newsListRoute, newsDetailRoute]
