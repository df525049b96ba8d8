import { Secret, TOTP } from 'otpauth'
import { TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../machines/account/twoFactor.ts'

/** How a test reaches a console: a POST to `/api/admin/<path>`, answered with its envelope. */
export interface ConsoleTransport {
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; code?: string; msg?: string; data?: unknown }>
  /** The server's clock, in ms (a test server's clock stands still or is moved by tests). */
  now(): Promise<number>
  /**
   * Moves a clock that stands still to the next 30-second step, once every recovery code is
   * spent (a fuzz ends the operator's session hundreds of times).
   */
  nextStep?(): Promise<void>
}

/** The operator's second factor and session, as kept between processes (the e2e walks). */
export interface OperatorState {
  secret: string
  /** The last 30-second step a code was taken for (a code works once). */
  lastStep: number
  recoveryCodes: string[]
  token: string
}

export const stepOf = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS)

/** The code an authenticator app holding `secret` shows at `ms`. */
export const totpAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: TOTP_PERIOD_SECONDS }).generate({
    timestamp: ms,
  })

/**
 * The seeded operator as the tests sign them in (issue 25: operators must use two-factor
 * sign-in). The first sign-in on a server sets the second factor up through the console's own
 * calls, as the operator would; later ones give the code of the next 30-second step the server
 * takes — a code works once, and a test clock often stands still, so once no fresh step is left
 * in the window a recovery code is spent instead, and once those are spent the clock is moved on.
 * The session is kept and reused while it lasts.
 */
export class OperatorSignIn {
  private secret: string | null = null
  private lastStep = Number.NEGATIVE_INFINITY
  private recoveryCodes: string[] = []
  private token: string | null = null

  constructor(
    private readonly password: string,
    private readonly username = 'admin',
  ) {}

  /** The headers of a live console session, signed in when none is. */
  async session(transport: ConsoleTransport): Promise<{ token: string }> {
    if (this.token && (await transport.post('auth/me', {}, { token: this.token })).status === 1)
      return { token: this.token }
    this.token = await this.signIn(transport)
    return { token: this.token }
  }

  /** A new session: password and code (set up first, on this server's first sign-in). */
  async signIn(transport: ConsoleTransport): Promise<string> {
    if (!this.secret) return this.setUp(transport)
    const login = await transport.post('auth/login', {
      username: this.username,
      password: this.password,
      code: await this.nextCode(transport),
    })
    return tokenOf(login, 'login')
  }

  /** The code of the next step the server takes, or a recovery code once none is fresh. */
  async nextCode(transport: Pick<ConsoleTransport, 'now' | 'nextStep'>): Promise<string> {
    if (!this.secret) throw new Error('the operator has no second factor yet')
    const now = stepOf(await transport.now())
    const step = Math.max(now, this.lastStep + 1)
    if (step > now + TOTP_WINDOW_STEPS) {
      const code = this.recoveryCodes.pop()
      if (code) return code
      if (!transport.nextStep) throw new Error('the operator has used every recovery code')
      await transport.nextStep()
      return this.nextCode(transport)
    }
    this.lastStep = step
    return totpAt(this.secret, step * TOTP_PERIOD_SECONDS * 1000)
  }

  /** A recovery code, spent: it holds whatever the clock does. */
  recoveryCode(): string {
    const code = this.recoveryCodes.pop()
    if (!code) throw new Error('the operator has used every recovery code')
    return code
  }

  /** Adopts a second factor set up elsewhere (the e2e console walk): its secret and codes. */
  adopt(setUp: OperatorState) {
    this.secret = setUp.secret
    this.lastStep = setUp.lastStep
    this.recoveryCodes = [...setUp.recoveryCodes]
    this.token = setUp.token
  }

  /** What another process needs to go on signing in (adopt). */
  state(): OperatorState {
    if (!this.secret || !this.token) throw new Error('the operator has not signed in yet')
    return {
      secret: this.secret,
      lastStep: this.lastStep,
      recoveryCodes: [...this.recoveryCodes],
      token: this.token,
    }
  }

  private async setUp(transport: ConsoleTransport) {
    const login = await transport.post('auth/login', {
      username: this.username,
      password: this.password,
    })
    const headers = { token: tokenOf(login, 'login') }
    const begin = await transport.post('auth/twoFactor/begin', {}, headers)
    if (begin.status !== 1) throw new Error(`two-factor begin: ${begin.msg}`)
    const secret = (begin.data as { secret: string }).secret
    const now = await transport.now()
    const enable = await transport.post(
      'auth/twoFactor/enable',
      { code: totpAt(secret, now) },
      headers,
    )
    if (enable.status !== 1) throw new Error(`two-factor enable: ${enable.msg}`)
    this.secret = secret
    this.lastStep = stepOf(now)
    this.recoveryCodes = [...(enable.data as { recoveryCodes: string[] }).recoveryCodes]
    return headers.token
  }
}

function tokenOf(answer: { status: number; msg?: string; data?: unknown }, what: string) {
  if (answer.status !== 1) throw new Error(`admin ${what}: ${answer.msg}`)
  return (answer.data as { token: string }).token
}
