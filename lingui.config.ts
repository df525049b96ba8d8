import { defineConfig } from '@lingui/cli'
import { babelExtractor } from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { flowTextExtractor } from './scripts/flowTextExtractor.ts'
import { serverMessageExtractor } from './scripts/serverMessageExtractor.ts'

/**
 * The six locales of the product; `en` is the source language (spec §1). Two catalogs: the apps'
 * messages, and the flow explorer's (its screens and the words of the flows), which the investor
 * app never loads.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'ko', 'de', 'zh-Hans', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines/serverMessages.ts'],
      exclude: ['<rootDir>/src/flows'],
    },
    {
      path: '<rootDir>/locales/{locale}/flows',
      include: ['<rootDir>/src/flows', '<rootDir>/flowmodel/flowText.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  extractors: [flowTextExtractor, serverMessageExtractor, babelExtractor],
  orderBy: 'messageId',
})
