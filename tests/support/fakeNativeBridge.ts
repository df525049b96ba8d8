/** A call the page made to a native plugin, as the fake bridge recorded it. */
export interface NativeCall {
  plugin: string
  method: string
  options: unknown
}

/** What a test reads and does through the fake bridge: `window.__nativeShell`. */
export interface FakeNativeShell {
  calls: NativeCall[]
  /** The link the app was opened by (`App.getLaunchUrl`), '' for none. */
  launchUrl: string
  /** Fires a plugin event at the page's listeners, as Android would (a back press, a link). */
  fire(plugin: string, event: string, data: unknown): number
  /** Forgets the calls and listeners so far (a unit test's next app start). */
  reset(): void
}

declare global {
  interface Window {
    /** The fake bridge's handle, once installFakeNativeBridge has run on the page. */
    __nativeShell: FakeNativeShell
  }
}

/**
 * Capacitor's Android bridge as the page sees it, without Android (issue 23): `androidBridge`
 * makes @capacitor/core call the platform "android", and `window.Capacitor` carries what the
 * native side injects before any script — the plugins' method headers and the two entry points
 * every plugin call goes through (`nativePromise`, `nativeCallback`). Calls are recorded and
 * answered; listeners are kept so a test can fire a back press or a deep link. Self-contained, so
 * Playwright can run it as an init script and a unit test can call it on happy-dom's window. Install
 * it once per page: @capacitor/core keeps the first `window.Capacitor` it finds.
 */
export function installFakeNativeBridge(win: Record<string, unknown> = window as never): void {
  const calls: NativeCall[] = []
  const listeners: Array<{ plugin: string; event: string; callback: (data: unknown) => void }> = []
  const promise = (name: string) => ({ name, rtype: 'promise' })
  const callback = (name: string) => ({ name, rtype: 'callback' })
  win.androidBridge = { postMessage: () => {} }
  win.Capacitor = {
    PluginHeaders: [
      {
        name: 'App',
        methods: [
          callback('addListener'),
          promise('removeListener'),
          promise('exitApp'),
          promise('getLaunchUrl'),
        ],
      },
      { name: 'StatusBar', methods: [promise('setStyle'), promise('setBackgroundColor')] },
      { name: 'SplashScreen', methods: [promise('hide'), promise('show')] },
    ],
    nativePromise(plugin: string, method: string, options: unknown) {
      calls.push({ plugin, method, options })
      if (plugin === 'App' && method === 'getLaunchUrl')
        return Promise.resolve(shell.launchUrl ? { url: shell.launchUrl } : undefined)
      return Promise.resolve(undefined)
    },
    nativeCallback(
      plugin: string,
      method: string,
      options: { eventName: string },
      cb: (data: unknown) => void,
    ) {
      calls.push({ plugin, method, options })
      listeners.push({ plugin, event: options.eventName, callback: cb })
      return String(listeners.length)
    },
  }
  const shell: FakeNativeShell = {
    calls,
    launchUrl: '',
    fire(plugin, event, data) {
      const hit = listeners.filter((l) => l.plugin === plugin && l.event === event)
      for (const l of hit) l.callback(data)
      return hit.length
    },
    reset() {
      calls.length = 0
      listeners.length = 0
      shell.launchUrl = ''
    },
  }
  win.__nativeShell = shell
}
