import { i18n, type Messages } from '@lingui/core'
import type { LocaleCode } from './locales.ts'

/**
 * The apps' catalogs, one chunk per language and part (decision 0018): `messages` is what the
 * first visit needs (the shell, the login screen), `auth` the other login pages', `server` the
 * server's messages, `screens` the investor app's other screens, `home` home's alone (decision
 * 0023), `admin` the console's.
 */
const PARTS = ['messages', 'auth', 'server', 'screens', 'home', 'admin'] as const

export type CatalogPart = (typeof PARTS)[number]

/** A compiled catalog file, as its chunk exports it. */
export type CatalogModule = { messages: Messages }

/** A catalog's chunk, by its file (`../../locales/{locale}/{part}.po`), to load on demand. */
type CatalogFiles = Record<string, () => Promise<CatalogModule>>

/**
 * The parts every app may load. The console's own part is added by the console
 * (`addCatalogFiles`): the investor app's first visit does not carry a table of chunks it never
 * loads (issue 17).
 */
const catalogFiles: CatalogFiles = import.meta.glob<CatalogModule>(
  '../../locales/*/{messages,auth,server,screens,home}.po',
)

/** Makes more catalog files loadable: the console's, from `import.meta.glob` in its start. */
export function addCatalogFiles(files: CatalogFiles) {
  Object.assign(catalogFiles, files)
}

/** The parts this page has asked for: a change of language loads each of them again. */
const wanted = new Set<CatalogPart>(['messages', 'server'])
/** What is loaded, per language and part, so that asking twice loads once. */
const loaded = new Map<string, Promise<Messages>>()

/** The last language change asked for, so that a part asked for meanwhile joins it. */
let activation: Promise<void> = Promise.resolve()
/** The language of that change, so that a part asked for meanwhile starts loading at once. */
let activating: LocaleCode | undefined
/** Each part asked for by needCatalog, loaded into the active language once. */
const partsReady = new Map<CatalogPart, Promise<void>>([
  ['messages', Promise.resolve()],
  ['server', Promise.resolve()],
])

function loadPart(part: CatalogPart, locale: LocaleCode): Promise<Messages> {
  const key = `${part}:${locale}`
  let messages = loaded.get(key)
  if (!messages) {
    const file = catalogFiles[`../../locales/${locale}/${part}.po`]
    messages = file
      ? file().then((module) => module.messages)
      : Promise.reject(new Error(`no ${part} catalog for ${locale}`))
    // A failed chunk may be asked for again (a flaky network), not remembered as failed.
    messages.catch(() => loaded.delete(key))
    loaded.set(key, messages)
  }
  return messages
}

/** The first-visit catalog of a language (the server's messages live there). */
export function loadCatalog(locale: LocaleCode): Promise<Messages> {
  return loadPart('messages', locale)
}

/**
 * Loads every part this page wants in a language, with any more messages (the flow explorer's),
 * and activates it.
 */
export function activateLocale(locale: LocaleCode, more: Messages = {}): Promise<void> {
  activating = locale
  activation = Promise.all([...wanted].map((part) => loadPart(part, locale))).then((parts) => {
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts, more) })
    document.documentElement.lang = locale
  })
  return activation
}

/**
 * Adds a part to the active language before a screen that needs it renders: the investor app's
 * lazy screens ask for `screens`; the console asks for everything it shows.
 */
export function needCatalog(part: CatalogPart): Promise<void> {
  let ready = partsReady.get(part)
  if (!ready) {
    wanted.add(part)
    ready = (async () => {
      // Fetched beside the language being activated, not after it (a first visit's screen
      // would otherwise wait for one catalog, then the other).
      if (activating) loadPart(part, activating).catch(() => {})
      // A language being activated took its list of parts before this one was added.
      await activation
      const locale = i18n.locale as LocaleCode | undefined
      // No language yet: the first activateLocale loads every wanted part, this one included.
      if (locale) i18n.load(locale, await loadPart(part, locale))
    })()
    // A part that failed to load is asked for again by the next screen that needs it.
    ready.catch(() => {
      partsReady.delete(part)
      wanted.delete(part)
    })
    partsReady.set(part, ready)
  }
  return ready
}

/**
 * A part the page does not load with its language at the start, but when something asks for it
 * (needCatalog): the investor app's first visit leaves out the server's messages (decision 0023).
 * Called before the first activateLocale.
 */
export function deferCatalog(part: CatalogPart) {
  wanted.delete(part)
  partsReady.delete(part)
}

/** A page that shows every part from its first screen (the console) asks for them before it starts. */
export function wantCatalogs(...parts: CatalogPart[]) {
  for (const part of parts) wanted.add(part)
}

export { i18n }
