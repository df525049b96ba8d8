// `npm run dev`: the API server (restarting on change) and Vite (hot reload, proxying /api to it).
import { spawn } from 'node:child_process'

const children = [
  spawn('tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_ROOT: '.no-static' },
  }),
  spawn('vite', [], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop())
