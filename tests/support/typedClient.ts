import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import type { ServerMessageCode, ServerMessageParams } from '../../machines/serverMessages.ts'
import { investorRoutes } from '../../server/app.ts'
import { adminRoutes } from '../../server/routes/admin/admin.routes.ts'

/**
 * The tests' typed client (issue 49): a test names the call by its contract (machines/), sends
 * what the contract's request schema takes and reads the answer's `data` with the types of its
 * answer schema. What must send input that does not fit the schema on purpose (fuzzers, hostile
 * input) uses `sendRaw`, or the test server's `callRaw` / `adminCallRaw` by path.
 */

/** The headers a call is made with: a session (`token`, and `account` for an investor), … */
export type Who = Record<string, string>

/**
 * An answer as the server sends it (docs/api.md): the envelope's fields, with the HTTP status
 * and the raw text beside them. `status` 1 carries `data`; `status` 0 carries `code` and
 * `params` (a refusal, also HTTP 401 for a session that is gone), and no `data`.
 */
export interface Answer<T> {
  http: number
  status: 0 | 1
  msg: string
  code?: ServerMessageCode
  params?: ServerMessageParams
  /** The answer's data on status 1; undefined on a refusal. */
  data: T | undefined
  /** Tests only: where the answer departed from its contract (HTTP 500, server/http/mountRoutes.ts). */
  contractMismatch?: string
  /** The body as sent, for messages and for what must not be in it (a stack trace). */
  text: string
}

/** The fields of an upload call's multipart form (`sendForm`): strings and files, any left out. */
export type FormOf<C extends AnyCall> = { [K in keyof RequestOf<C>]?: string | File }

/** The answer of one contract's call. */
export type AnswerTo<C extends AnyCall> = Answer<AnswerOf<C>>

/**
 * Each contract's URL, looked up in the route lists (fixed when the server's modules load) once:
 * a bench's timed call costs what a call by path costs, not a search of those lists.
 */
const urls = new WeakMap<AnyCall, string>()

/**
 * Where the server mounts a contract: `/api/admin/<path>` for the console's routes, `/api/vue/<path>`
 * for the investor's (server/app.ts). A route is its contract's when path and request schema are
 * the contract's (calls without a body share one schema).
 */
export function urlOf(contract: AnyCall): string {
  const known = urls.get(contract)
  if (known !== undefined) return known
  const serves = (route: { path: string; body: unknown }) =>
    route.path === contract.path && route.body === contract.request
  const url = adminRoutes.some(serves)
    ? `/api/admin/${contract.path}`
    : investorRoutes.some(serves)
      ? `/api/vue/${contract.path}`
      : null
  if (url === null) throw new Error(`${contract.path}: no route serves this contract`)
  urls.set(contract, url)
  return url
}

interface Requester {
  request(url: string, init: RequestInit): Response | Promise<Response>
}

async function post<T>(app: Requester, url: string, init: RequestInit): Promise<Answer<T>> {
  const response = await app.request(url, { method: 'POST', ...init })
  const text = await response.text()
  let envelope: Omit<Answer<T>, 'http' | 'text'>
  try {
    envelope = JSON.parse(text)
  } catch {
    throw new Error(`${url}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`)
  }
  return { ...envelope, http: response.status, text }
}

const json = (body: unknown, who: Who): RequestInit => ({
  headers: { 'content-type': 'application/json', ...who },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

/** The typed senders on one app (the test server's `send`, `sendOk`, `sendForm`, `sendRaw`). */
export function typedClient(app: Requester) {
  /** Sends a call's request, typed by its contract, and answers the envelope typed by it. */
  function send<C extends AnyCall>(
    contract: C,
    body: RequestOf<C>,
    who: Who = {},
  ): Promise<Answer<AnswerOf<C>>> {
    return post(app, urlOf(contract), json(body, who))
  }

  /**
   * Sends a call that must be accepted and answers its data; a refusal throws, naming its code
   * and message (for the steps a test takes on its way to what it checks).
   */
  async function sendOk<C extends AnyCall>(
    contract: C,
    body: RequestOf<C>,
    who: Who = {},
  ): Promise<AnswerOf<C>> {
    const answer = await send(contract, body, who)
    if (answer.status !== 1)
      throw new Error(`${contract.path} refused: ${answer.code} (${answer.msg}) ${answer.text}`)
    return answer.data as AnswerOf<C>
  }

  /** Sends a multipart form (strings and files) to an upload call (`upload: true`). */
  function sendForm<C extends AnyCall>(
    contract: C,
    fields: FormOf<C>,
    who: Who = {},
  ): Promise<Answer<AnswerOf<C>>> {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.append(name, value as string | File)
    return post(app, urlOf(contract), { headers: { ...who }, body: form })
  }

  /**
   * Sends a body its contract's schema does not take, on purpose (hostile input, fuzzing): a
   * JSON value, or a string sent as it is. The answer is typed as the contract's.
   */
  function sendRaw<C extends AnyCall>(
    contract: C,
    body: unknown,
    who: Who = {},
  ): Promise<Answer<AnswerOf<C>>> {
    return post(app, urlOf(contract), json(body, who))
  }

  return { send, sendOk, sendForm, sendRaw }
}
