import { type ChildProcess, spawn } from 'node:child_process'

/** Runs a command to its end; its output goes to ours, a non-zero exit is an error. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')}: exit ${code ?? signal}`)),
    )
  })
}

/**
 * A long-running child in a process group of its own: `npx` starts `tsx` which starts `node`, and
 * stopping only the first would leave the server holding its port and data folder.
 */
export function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  // Detached, the group does not get the terminal's Ctrl-C: take it down if we go first.
  const killNow = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }
  const interrupted = (signal: NodeJS.Signals) => {
    killNow()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.on('exit', killNow)
  process.on('SIGINT', interrupted)
  process.on('SIGTERM', interrupted)
  child.once('exit', () => {
    process.off('exit', killNow)
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  })
  return { child, output: () => output, stop: () => stopGroup(child) }
}

/** SIGTERM to the child's group, SIGKILL if it is still there 5 s later. */
export function stopGroup(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve()
    const pid = child.pid
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
    }, 5_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      clearTimeout(kill)
      resolve()
    }
  })
}

/** Polls `url` until it answers 2xx, or fails after `timeoutMs` with `why()` in the message. */
export async function waitForHttp(url: string, timeoutMs: number, why: () => string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url)
      if (answer.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${why()}`)
}
