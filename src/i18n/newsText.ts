import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NewsItem } from '../../machines/marketData.ts'
import { formatPrice } from '../lib/price.ts'

type StockItem = Extract<NewsItem, { category: 'stock' }>

/** A stock-info item (a market event) in the reader's language: a title and a body. */
export function stockNewsText(i18n: I18n, item: StockItem): { title: string; body: string } {
  const { name, code } = item
  switch (item.kind) {
    case 'dividend': {
      const currency =
        item.params.currency === 'EUR' || item.params.currency === 'USD'
          ? item.params.currency
          : null
      const cash = formatPrice(item.params.cash ?? '', currency)
      return {
        title: i18n._(msg`${name} goes ex-dividend`),
        body: i18n._(
          msg`${name} (${code}) trades without its dividend of ${cash} per share from today; the price opens lower by about that amount. Forward-adjusted charts take the gap out.`,
        ),
      }
    }
    case 'split': {
      const ratio = item.params.ratio ?? ''
      return {
        title: i18n._(msg`${name} splits its shares ${ratio} for 1`),
        body: i18n._(
          msg`Each ${name} (${code}) share became ${ratio} shares; the price is divided by ${ratio}. Adjusted charts show the history on the new basis.`,
        ),
      }
    }
    case 'suspended':
      return {
        title: i18n._(msg`Trading in ${name} is suspended`),
        body: i18n._(
          msg`The exchange has suspended ${name} (${code}); its price stays at the last trade until trading resumes.`,
        ),
      }
    case 'delisted':
      return {
        title: i18n._(msg`${name} is delisted`),
        body: i18n._(
          msg`${name} (${code}) no longer trades; its last price is shown for reference.`,
        ),
      }
    case 'newlyListed':
      return {
        title: i18n._(msg`${name} is newly listed`),
        body: i18n._(
          msg`${name} (${code}) started trading today. New listings can move sharply in their first days.`,
        ),
      }
    case 'overheated':
      return {
        title: i18n._(msg`${name} is marked short-term overheated`),
        body: i18n._(
          msg`${name} (${code}) rose far faster than usual over the last days. The mark is a warning: the share still trades, but its price may swing sharply.`,
        ),
      }
    case 'viTriggered':
      return {
        title: i18n._(msg`Volatility interruption on ${name}`),
        body: i18n._(
          msg`${name} (${code}) moved too far too fast; continuous trading paused for a short auction, and the share is on the Auction tab.`,
        ),
      }
  }
}

export function newsText(i18n: I18n, item: NewsItem) {
  return item.category === 'top'
    ? { title: item.title, body: item.body }
    : stockNewsText(i18n, item)
}
