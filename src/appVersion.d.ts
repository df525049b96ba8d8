/** The app's version from package.json, set at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** The API's origin for the native shell's build (decision 0043); unset for the web app. */
  readonly VITE_API_ORIGIN?: string
}
