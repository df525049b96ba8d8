import { defineConfig } from '@lingui/cli'
import { babelExtractor } from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { serverMessageExtractor } from './scripts/serverMessageExtractor.ts'

/** The six locales of the product; `en` is the source language (spec §1). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'ko', 'de', 'zh-Hans', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines/serverMessages.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  extractors: [serverMessageExtractor, babelExtractor],
  orderBy: 'messageId',
})
