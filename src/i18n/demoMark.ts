import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** How the seeded products say they are not real (server/*Seed.ts), in English. */
const DEMO_SUFFIX = ' (demo)'
const DEMO = msg`demo`

/**
 * A name as the reader reads it: the seeded products' names are data, kept in English as the
 * operator may edit them, but their "(demo)" mark is a word of the app, in the reader's language
 * (issue 48: "Bitcoin trend (demo)" in every language). Any other name as it is.
 */
export function withDemoMark(i18n: I18n, name: string): string {
  if (!name.endsWith(DEMO_SUFFIX)) return name
  return `${name.slice(0, -DEMO_SUFFIX.length)} (${i18n._(DEMO)})`
}
