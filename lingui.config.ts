import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/cli'
import { babelExtractor } from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { flowTextExtractor } from './scripts/flowTextExtractor.ts'
import { filesReachedFrom } from './scripts/screenImports.ts'
import { serverMessageExtractor } from './scripts/serverMessageExtractor.ts'

/**
 * The features whose screens load lazily: every folder of src/features but the login screens, which
 * come with the first visit. Their messages load with the first of them (decision 0018).
 */
const SCREEN_FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'session')
  .map((entry) => `<rootDir>/src/features/${entry.name}`)

/** The login pages a first visit to /login/login does not show: their words load with them. */
const OTHER_LOGIN_SCREENS = ['Start', 'Start1', 'Register', 'ReLogin', 'LoginAfter'].map(
  (name) => `<rootDir>/src/features/session/${name}.tsx`,
)

/**
 * What a page without the tab frame can show, with all it imports: the shell, every login page,
 * and the update bar, which the shell loads on demand on any page.
 */
const FRAMELESS_FILES = new Set(
  [
    'src/main.tsx',
    'src/app/chrome/UpdateBar.tsx',
    ...readdirSync('src/features/session')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => `src/features/session/${file}`),
  ].flatMap((file) => filesReachedFrom(file, 'src/')),
)

/**
 * The words that only the screens show, yet live outside their feature folders: the tab frame
 * (its bars and what they open), the shared pieces of screens (forms, confirm sheets, lists,
 * loading states) and the not-found screen. A first visit to the login page has no use for them
 * (issue 17), so they are in home's part and the screens' part, not the first visit's; the frame
 * (src/app/routeChunks.ts) and the not-found screen (src/app/router.tsx) wait for one of those. A
 * file a frameless page imports stays in the first visit's part.
 */
const SCREENS_ONLY = [
  ...filesReachedFrom('src/app/TabLayout.tsx', 'src/'),
  'src/app/NotFound.tsx',
  ...[
    'PullToRefresh',
    'Pagination',
    'LoadState',
    'ConfirmDialog',
    'Labelled',
    'form/AmountField',
    'form/ImageField',
    'form/FormShell',
    'form/SubmissionResult',
    'form/SubmissionFailed',
  ].map((name) => `src/components/${name}.tsx`),
]
  // What the frame reaches in src/lib (the load hook) the flow explorer uses too, without these parts.
  .filter((file) => /^src\/(app|components)\//.test(file) && !FRAMELESS_FILES.has(file))
  .map((file) => `<rootDir>/${file}`)

/**
 * The screens' words that live below the feature folders (issue 49: a feature imports no other
 * feature, so what two of them show moved down): the labels of states and kinds (the console
 * shows them too, with the screens' part), the texts of a message or a news item, and the parts
 * of screens in src/components. They stay in the screens' part, and in home's where home shows
 * them, not in the first visit's.
 */
const SCREEN_PARTS = [
  ...readdirSync('src/i18n/labels').map((file) => `src/i18n/labels/${file}`),
  'src/i18n/messageTexts.ts',
  'src/i18n/newsText.ts',
  ...[
    'AssetsCard',
    'LiveNotice',
    'QuickFunctions',
    'QuoteList',
    'RecoveryCodes',
    'TotpEnrolment',
    'form/SecondFactorField',
  ].map((name) => `src/components/${name}.tsx`),
]

/** Request fields as refusals name them: read only where the server's messages are. */
const FIELD_LABELS = '<rootDir>/src/i18n/fieldLabels.ts'
/** The links that put a refusal right: shown with the refusal, wherever it comes, as its words. */
const REFUSAL_FIXES = '<rootDir>/src/i18n/refusalFixes.ts'

/**
 * The six locales of the product; `en` is the source language (spec §1). Seven catalogs: what the
 * first visit needs (the shell, the login screen), the other login pages', the server's messages,
 * the investor app's other screens, home's alone (also in the screens'), the console's, and the
 * flow explorer's (its screens and the words of the flows).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'ko', 'de', 'zh-Hans', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/flows',
        '<rootDir>/src/admin',
        ...SCREEN_FEATURES,
        ...OTHER_LOGIN_SCREENS,
        ...SCREENS_ONLY,
        ...SCREEN_PARTS.map((file) => `<rootDir>/${file}`),
        FIELD_LABELS,
        REFUSAL_FIXES,
      ],
    },
    {
      // The other login pages' words, loaded with the first of them (issue 17).
      path: '<rootDir>/locales/{locale}/auth',
      include: OTHER_LOGIN_SCREENS,
    },
    {
      // The server's messages, a part of their own: the investor app loads them with the first
      // refusal or screen that shows one, not with the first visit (decision 0023).
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/machines/serverMessages.ts', FIELD_LABELS, REFUSAL_FIXES],
    },
    {
      path: '<rootDir>/locales/{locale}/screens',
      include: [
        ...SCREEN_FEATURES,
        ...SCREENS_ONLY,
        ...SCREEN_PARTS.map((file) => `<rootDir>/${file}`),
      ],
      exclude: [REFUSAL_FIXES],
    },
    {
      // Home's messages again, by themselves: where every session opens, without the 7 KiB
      // (gzip) of every screen's (docs/decisions/0023-first-visit.md).
      path: '<rootDir>/locales/{locale}/home',
      include: [
        ...filesReachedFrom('src/features/home/HomeIndex.tsx', 'src/')
          .filter((file) => file.startsWith('src/features/') || SCREEN_PARTS.includes(file))
          .map((file) => `<rootDir>/${file}`),
        ...SCREENS_ONLY,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: ['<rootDir>/src/admin'],
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
