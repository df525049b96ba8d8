/**
 * `VITE_API_ORIGIN=https://api.example.com npm run shell:build`: the investor app built for the
 * native shell (dist-shell/, the API's origin built in) and copied into the Android project
 * (`cap sync android`). The APK is then built where an Android SDK is (docs/native-shell.md);
 * this machine has none.
 */
import { execFileSync } from 'node:child_process'
import { ensureToolInstalled } from './toolPackages.ts'

const origin = process.env.VITE_API_ORIGIN ?? ''
if (!/^https:\/\/[^/\s?#]+$/.test(origin)) {
  console.error(
    'shell:build needs VITE_API_ORIGIN, the https origin of the Tradeflow server the app calls\n' +
      '(e.g. VITE_API_ORIGIN=https://api.tradeflow.example npm run shell:build). That server must\n' +
      'list the shell in CORS_ORIGINS=https://localhost,capacitor://localhost.',
  )
  process.exit(2)
}
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { stdio: 'inherit', env })
run('npx', ['vite', 'build'], { ...process.env, TRADEFLOW_SHELL_BUILD: '1' })
// Capacitor's CLI is this command's alone: installed in tools/capacitor/ on first use (decision 0070).
ensureToolInstalled('capacitor', '.bin/cap')
run('tools/capacitor/node_modules/.bin/cap', ['sync', 'android'])
