// A load generator in its own thread, so the clients' JSON and sockets do not share the server's
// event loop: `clients` loops, each POSTing its own body with its own headers as fast as answers
// come, until `durationMs` has passed. Plain JavaScript: a worker does not inherit tsx's loader.
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

const { url, clients, durationMs, warmupMs } = workerData

async function client(spec, until, latencies, failures) {
  let n = 0
  while (performance.now() < until) {
    const body = spec.body.replaceAll('{{n}}', `${spec.id}-${n++}`)
    const started = performance.now()
    const response = await fetch(spec.url ?? url, { method: 'POST', headers: spec.headers, body })
    const text = await response.text()
    const ok = response.status === 200 && (!spec.expect || text.includes(spec.expect))
    if (ok) latencies.push(performance.now() - started)
    else if (failures.length < 5) failures.push(`${response.status} ${text.slice(0, 200)}`)
    else failures.push('')
  }
}

async function phase(ms) {
  const latencies = []
  const failures = []
  const started = performance.now()
  await Promise.all(clients.map((c) => client(c, started + ms, latencies, failures)))
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}

await phase(warmupMs)
const { latencies, failures, seconds } = await phase(durationMs)
parentPort.postMessage({ count: latencies.length, seconds, latencies, failures })
