import { z } from 'zod'
import { LOCALE_CODES, type Locale } from '../../../machines/locales.ts'
import { NEWS_CATEGORIES, type NewsItem } from '../../../machines/marketData.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import type { Deps } from '../../core/deps.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { defineRoute } from '../../http/route.ts'
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

export const newsListRoute = defineRoute({
  path: 'news/list',
  summary: 'Top news or stock info, newest first, 10 per page (spec §2 News, §9)',
  body: z.object({
    category: z.enum(NEWS_CATEGORIES),
    lang: z.enum(LOCALE_CODES).default('en'),
    page: z.number().int().min(1).max(10_000).default(1),
    size: z.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  }),
  auth: true,
  async handle({ body, deps }) {
    const all = newsOf(deps, body.category, body.lang)
    const list = all.slice((body.page - 1) * body.size, body.page * body.size)
    return { list, total: all.length, page: body.page, size: body.size }
  },
})

export const newsDetailRoute = defineRoute({
  path: 'news/detail',
  summary: 'One news item',
  body: z.object({
    id: z.string().trim().min(1).max(80),
    category: z.enum(NEWS_CATEGORIES),
    lang: z.enum(LOCALE_CODES).default('en'),
  }),
  auth: true,
  async handle({ body, deps }) {
    const item = newsOf(deps, body.category, body.lang).find((n) => n.id === body.id)
    if (!item) throw new ApiRefusal('common.notFound')
    return item
  },
})

export const newsRoutes = [newsListRoute, newsDetailRoute]
