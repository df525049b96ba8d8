/**
 * `npm start`: builds only when an input changed since the last build (buildStamp.ts), then runs
 * the server in this very process, so a SIGTERM to `npm start` reaches the server itself, which
 * finishes its requests, hands its job lease on and lets the data folder go (issue 24).
 */
import { execFileSync } from 'node:child_process'
import { buildIsCurrent } from './buildStamp.ts'

if (buildIsCurrent()) console.log('The build is current: starting the server on it.')
else execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
await import('../../server/main.ts')
