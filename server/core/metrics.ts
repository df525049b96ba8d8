import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's metrics in Prometheus's text format (issue 24), from prom-client: requests and
 * their latencies per route, job runs, open quote streams, and Node's own (memory, event-loop
 * lag, garbage collection). One registry per process: jobs and streams belong to the process,
 * and an app built twice in one process (tests) counts into the same series.
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

/** Routes are their patterns (`/api/vue/trade/buy`), never raw paths: the label set stays bounded. */
export const httpRequests = new Counter({
  name: 'tradeflow_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

export const httpDuration = new Histogram({
  name: 'tradeflow_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
})

export const jobRuns = new Counter({
  name: 'tradeflow_job_runs_total',
  help: 'Background job runs in this process, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const jobDuration = new Histogram({
  name: 'tradeflow_job_duration_seconds',
  help: 'Time a background job run took, by job',
  labelNames: ['job'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30],
  registers: [metricsRegistry],
})

export const openStreams = new Gauge({
  name: 'tradeflow_quote_streams_open',
  help: 'Quote streams (server-sent events) open in this process',
  registers: [metricsRegistry],
})

/** 1 while this process holds the job lease (it runs the background jobs), else 0. */
export const jobLeaseHeld = new Gauge({
  name: 'tradeflow_job_lease_held',
  help: 'Whether this process runs the background jobs (holds the job lease)',
  registers: [metricsRegistry],
})

export const openUserStreams = new Gauge({
  name: 'tradeflow_user_event_streams_open',
  help: "Signed-in apps' event streams (new messages, orders moved) open in this process",
  registers: [metricsRegistry],
})
