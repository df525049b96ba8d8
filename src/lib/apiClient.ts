import { FetchError, ofetch } from 'ofetch'
import {
  type AnswerOf,
  type AnyCall,
  maySendAgain,
  type RequestOf,
} from '../../machines/contract/call.ts'
import { NO_ANSWER } from '../../machines/contract/refusal.ts'
import {
  KEYED_RETRIES,
  KEYED_RETRY_DELAY_MS,
  KEYED_RETRY_STATUSES,
  REQUEST_TIMEOUT_MS,
} from '../../machines/rules.ts'
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

/** How one call is made: refusals its screen answers itself, and whether it may be sent again. */
export interface PostOptions {
  /** Refusals not announced: the screen answers them with a step of its own (the contract). */
  quiet?: readonly string[]
  /**
   * The call carries its intent's `requestId` to a route that does it once per key (API.md,
   * decision 0063), so sending it again after a lost answer cannot do it twice.
   */
  idempotent?: boolean
}

/**
 * The investor app's and the console's way to the server (the product's stack: ofetch). Every
 * call is a POST with the 10 s time-out of spec §7 (per try); the interceptors add the token and
 * account read at that moment, tell the offline notice whether an answer came, and hand a 401 to
 * the session. Only a call idempotent by its `requestId` is retried.
 */
export function createApiClient(options: ApiClientOptions) {
  const $api = ofetch.create(
    {
      baseURL: options.baseURL,
      method: 'POST',
      timeout: REQUEST_TIMEOUT_MS,
      retry: 0,
      retryDelay: KEYED_RETRY_DELAY_MS,
      // A lost answer (no response, the time-out) counts as 500 in ofetch; 408 and the gateway's
      // 502–504 never came from the route; a 500 from the route rolled back its transaction.
      retryStatusCodes: [...KEYED_RETRY_STATUSES],
      headers: { accept: 'application/json' },
      onRequest: ({ options: request }) => {
        const { token, account } = options.credentials()
        if (token) request.headers.set('token', token)
        if (account) request.headers.set('account', account)
      },
      // No answer at all: the network, the server or the time-out (the offline notice says so).
      onRequestError: () => connection.reported(false),
      onResponse: () => connection.reported(true),
      onResponseError: ({ response }) => {
        if (response.status === 401) options.onUnauthorized()
      },
    },
    // A form (photos) goes by XMLHttpRequest, the one browser API that reports upload progress
    // (ofetch has no progress events); every other body by the browser's fetch.
    {
      fetch: (request, init) =>
        init?.body instanceof FormData ? sendForm(request, init) : fetch(request, init),
    },
  )

  function fail(refusal: Refusal, quiet: readonly string[] = []): never {
    const announced = { ...refusal, announced: true }
    // A refusal the screen answers with a step of its own is not a message (the contract says).
    if (!quiet.includes(refusal.code)) options.onRefusal(announced)
    throw new ApiCallError(announced)
  }

  return async function post<T>(
    path: string,
    body: object = {},
    { quiet = [], idempotent = false }: PostOptions = {},
  ): Promise<T> {
    let envelope: unknown
    try {
      envelope = await $api(path.replace(/^\//, ''), {
        body: body as BodyInit | Record<string, unknown>,
        retry: idempotent ? KEYED_RETRIES : 0,
        // An upload times out from its last sign of life instead (sendForm).
        ...(body instanceof FormData ? { timeout: 0 } : {}),
      })
    } catch (error) {
      const status = error instanceof FetchError ? error.response?.status : undefined
      // The session's expiry path has begun (onResponseError): no message of its own.
      if (status === 401) throw new ApiCallError({ code: 'auth.sessionExpired', announced: true })
      // spec §8 Generic failures: HTTP outside 2xx; no answer at all is NO_ANSWER.
      return fail(status === undefined ? NO_ANSWER : { code: 'common.busy' })
    }
    if (!isEnvelope<T>(envelope)) return fail({ code: 'common.busy' })
    if (envelope.status === 1) return envelope.data
    return fail(await refusalOf(envelope), quiet)
  }
}

/** An answer in the envelope of API.md; anything else (an HTML error page) is a failure. */
const isEnvelope = <T>(answer: unknown): answer is Envelope<T> =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { status?: unknown }).status === 'number'

/**
 * A multipart POST whose progress the form can show (uploadProgress). A form's boundary is the
 * browser's to write. The 10 s timeout counts from the last sign of life (a chunk of the body
 * sent, then the end of the body), so a slow line still uploading a photo is not cut off and a
 * stalled one is.
 */
function sendForm(request: RequestInfo | URL, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(timer)
      timer = setTimeout(() => xhr.abort(), REQUEST_TIMEOUT_MS)
    }
    xhr.open('POST', String(request))
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      alive()
      setUploadProgress(e.lengthComputable ? { sent: e.loaded, total: e.total } : null)
    }
    xhr.upload.onload = alive
    // The answer's own type goes with it: a Response made from text says text/plain, and ofetch
    // would hand the envelope over as a string.
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText || null, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      )
    xhr.onloadend = () => {
      clearTimeout(timer)
      setUploadProgress(null)
      // Every other way it ends is no answer: an error, an abort, and a network time-out, which
      // Chromium reports as `timeout` (issue 48: with only error and abort heard, a timed-out
      // upload stayed "Sending…" for ever, while the server had taken it). After a load, a no-op.
      reject(new Error('upload failed'))
    }
    alive()
    xhr.send(init.body as FormData)
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
      { quiet: contract.answeredOnScreen, idempotent: maySendAgain(contract, body) },
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
