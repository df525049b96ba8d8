/**
 * The part of Capacitor's config (`CapacitorConfig` of @capacitor/cli) this shell sets. The CLI
 * is installed in tools/capacitor/ by `npm run shell:build` only (decision 0070), so its types are
 * not here for the type check; `cap sync` reads this file and refuses what it does not know.
 */
interface CapacitorConfig {
  appId: string
  appName: string
  webDir: string
  android: { allowMixedContent: boolean }
  plugins: {
    SplashScreen: { launchAutoHide: boolean; backgroundColor: string; showSpinner: boolean }
    StatusBar: {
      style: 'LIGHT' | 'DARK' | 'DEFAULT'
      backgroundColor: string
      overlaysWebView: boolean
    }
  }
}

/**
 * The native shell (spec §1, §2; issue 23, decision 0043): the investor app's production build
 * for the shell (`dist-shell/`, made by `npm run shell:build`) inside Capacitor. The shell does not share the server's origin, so the build
 * for it names the API's origin (`VITE_API_ORIGIN`, `npm run shell:build`) and the server allows
 * that origin (`CORS_ORIGINS`).
 */
const config: CapacitorConfig = {
  appId: 'app.tradeflow.investor',
  appName: 'Tradeflow',
  webDir: 'dist-shell',
  android: {
    // Deep links and the back button need nothing more; mixed content stays forbidden.
    allowMixedContent: false,
  },
  plugins: {
    SplashScreen: {
      // The shell hides the native splash once the page is up, so the page's own splash, with its
      // progress lines (spec §2), is what a person watches while the app loads.
      launchAutoHide: false,
      backgroundColor: '#ffffff',
      showSpinner: false,
    },
    StatusBar: {
      // spec §2: a white status bar with dark text ("LIGHT" is Capacitor's dark-text style).
      style: 'LIGHT',
      backgroundColor: '#ffffff',
      overlaysWebView: false,
    },
  },
}

export default config
