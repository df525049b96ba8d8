import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { NO_ANSWER } from '../../machines/contract/refusal.ts'
import { REQUEST_TIMEOUT_MS } from '../../machines/rules.ts'
import type { Refusal } from '../../machines/session/events.ts'
import { connection } from './connection.ts'
import { setUploadProgress } from './uploadProgress.ts'

/**
 * API base (spec §7: the origin plus /api/vue/): the page's own origin, except in the native
 * shell's build, whose pages the server does not serve; that build names the API's origin
 * (`VITE_API_ORIGIN`, `npm run shell:build`, decision 0043). Read with `?.` because Node, which
 * runs the tests that import this file, has no `import.meta.env`.
 */
export const API_BASE = `${import.meta.env?.VITE_API_ORIGIN ?? ''}/api/vue/`

export interface ApiClientOptions {
  baseURL: string
  /** Read on every request, never once at start (spec §7). */
  credentials(): { token: string | null; account: string | null }
  /** `status ≠ 1`: the refusal is shown to the user (spec §8) before the call rejects. */
  onRefusal(refusal: Refusal): void
  /** HTTP 401: hands over to the session machine's expiry path (spec §4). */
  onUnauthorized(): void
}

/** A call that did not succeed; `refusal` says why, already announced to the user. */
export class ApiCallError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code)
  }
}

/** What a machine is told when a call fails: the server's refusal, or "busy" for a lost call. */
export const refusalOfFailure = (error: unknown): Refusal =>
  error instanceof ApiCallError ? error.refusal : { code: 'common.busy' }

interface Envelope<T> {
  status: number
  msg?: string
  code?: string
  params?: Refusal['params']
  data: T
}

/**
 * The investor app's only way to the server: the browser's fetch, POST, 10 s timeout, token and
 * account headers. Plain fetch rather than a wrapper library: a first visit downloads this file
 * (issue 17), and a JSON POST with a timeout is all the app asks of one.
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`

  function send(path: string, body: object): Promise<Response> {
    const { token, account } = options.credentials()
    const headers = new Headers({ accept: 'application/json' })
    if (token) headers.set('token', token)
    if (account) headers.set('account', account)
    const url = base + path.replace(/^\//, '')
    // A form (photos) goes by XMLHttpRequest, the one browser API that reports upload progress.
    if (body instanceof FormData) return sendForm(url, headers, body)
    headers.set('content-type', 'application/json')
    return fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  }

  function fail(refusal: Refusal, quiet: readonly string[] = []): never {
    const announced = { ...refusal, announced: true }
    // A refusal the screen answers with a step of its own is not a message (the contract says).
    if (!quiet.includes(refusal.code)) options.onRefusal(announced)
    throw new ApiCallError(announced)
  }

  return async function post<T>(
    path: string,
    body: object = {},
    quiet: readonly string[] = [],
  ): Promise<T> {
    let envelope: Envelope<T>
    try {
      const response = await send(path, body).catch(() => {
        // No answer at all: the network, the server or the time-out (the offline notice says so).
        connection.reported(false)
        return null
      })
      if (response === null) return fail(NO_ANSWER)
      connection.reported(true)
      if (response.status === 401) {
        options.onUnauthorized()
        throw new ApiCallError({ code: 'auth.sessionExpired', announced: true })
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      envelope = (await response.json()) as Envelope<T>
    } catch (error) {
      if (error instanceof ApiCallError) throw error
      // spec §8 Generic failures: HTTP outside 2xx or no JSON (no answer at all is NO_ANSWER).
      return fail({ code: 'common.busy' })
    }
    if (envelope.status === 1) return envelope.data
    return fail(await refusalOf(envelope), quiet)
  }
}

/**
 * A multipart POST whose progress the form can show (uploadProgress). A form's boundary is the
 * browser's to write. The 10 s timeout counts from the last sign of life (a chunk of the body
 * sent, then the end of the body), so a slow line still uploading a photo is not cut off and a
 * stalled one is.
 */
function sendForm(url: string, headers: Headers, body: FormData): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(timer)
      timer = setTimeout(() => xhr.abort(), REQUEST_TIMEOUT_MS)
    }
    xhr.open('POST', url)
    for (const [name, value] of headers) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      alive()
      setUploadProgress(e.lengthComputable ? { sent: e.loaded, total: e.total } : null)
    }
    xhr.upload.onload = alive
    xhr.onload = () => resolve(new Response(xhr.responseText || null, { status: xhr.status }))
    xhr.onloadend = () => {
      clearTimeout(timer)
      setUploadProgress(null)
      // Every other way it ends is no answer: an error, an abort, and a network time-out, which
      // Chromium reports as `timeout` (issue 48: with only error and abort heard, a timed-out
      // upload stayed "Sending…" for ever, while the server had taken it). After a load, a no-op.
      reject(new Error('upload failed'))
    }
    alive()
    xhr.send(body)
  })
}

/**
 * The refusal in an answer, its code held to the catalogue's (spec §8). The catalogue is loaded
 * with the first refusal, not with the first visit (issue 17: it is 3 KiB a login page does not
 * need); if it cannot load, the refusal is "system busy" as any failed call is.
 */
async function refusalOf(envelope: Envelope<unknown>): Promise<Refusal> {
  const { isServerMessageCode } = await import('../../machines/serverMessages.ts').catch(() => ({
    isServerMessageCode: () => false,
  }))
  return {
    code: isServerMessageCode(envelope.code) ? envelope.code : 'common.busy',
    params: envelope.params ?? {},
    ...(envelope.msg ? { msg: envelope.msg } : {}),
  }
}
export type ApiPost = ReturnType<typeof createApiClient>

/** A call by its contract (machines/): the path, the body's type and the answer's type in one. */
export type ApiCall = <C extends AnyCall>(contract: C, body: RequestOf<C>) => Promise<AnswerOf<C>>

/** Calls by contract over a client's post; an upload contract's body goes as multipart form data. */
export function contractCaller(post: ApiPost): ApiCall {
  return (contract, body) =>
    post(
      contract.path,
      contract.upload ? multipart(body as Record<string, unknown>) : (body ?? {}),
      contract.answeredOnScreen,
    )
}

/** A multipart body from fields and picked files (absent fields are left out). */
function multipart(fields: Record<string, unknown>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    data.append(name, value instanceof Blob ? value : String(value))
  }
  return data
}
