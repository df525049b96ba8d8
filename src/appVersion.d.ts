/** The app's version from package.json, set at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string
