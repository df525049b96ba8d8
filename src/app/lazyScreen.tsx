import { type ComponentType, use } from 'react'

/** A screen module as a dynamic import gives it: its component as `default`. */
export type ScreenModule = Promise<{ default: ComponentType }>

/** A screen fetched on its first visit, which can also be fetched before it (`preload`). */
export type LazyScreen = LazyPart<object>

/** A part of a screen fetched as a screen is, with its props: what the shell puts in a slot. */
export type LazyPart<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>
}

/**
 * `React.lazy`, except that a screen whose chunk has already arrived is drawn at once (decision
 * 0056). `lazy` suspends on its first render even when its module is there, and React 19 then
 * keeps the fallback on view for 300 ms before it shows what replaced it: every app start waited
 * that long between the site configuration and the home's first call. As with `lazy`, a chunk
 * that failed stays failed: the screen shows RouteLoadError, whose button reloads the app.
 */
export function lazyScreen(load: () => ScreenModule): LazyScreen {
  return lazyPart(load)
}

/** lazyScreen for a part of a screen, with its props: a slot's (slots.ts). */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  // Kept to be thrown at once: `use` suspends once on a promise it has not seen, even a rejected
  // one, and the loading screen would show (for 300 ms) before the error.
  let failed: { error: unknown } | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return loaded
      },
      (error: unknown) => {
        failed = { error }
        throw error
      },
    )
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, when the route table loads, as React.lazy makes its component; never during a render
  function Screen(props: P) {
    if (failed) throw failed.error
    const Loaded = loaded ?? use(preload())
    return <Loaded {...props} />
  }
  return Object.assign(Screen, { preload })
}
