/** The six languages of the app (spec §1), shared by the server's content and the client. */
export const LOCALE_CODES = ['en', 'zh-Hant', 'ko', 'de', 'zh-Hans', 'es'] as const
export type Locale = (typeof LOCALE_CODES)[number]
