import { fromPromise } from 'xstate'
import type { AnswerOf, AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { STORAGE_KEYS } from '../../../machines/rules.ts'
import { loginCall, logoutCall, registerCall } from '../../../machines/session/calls.ts'
import type { Refusal, SessionGrant } from '../../../machines/session/events.ts'
import type { LoginForm, RegistrationForm } from '../../../machines/session/guards.ts'
import { sessionMachine } from '../../../machines/session/machine.ts'
import { type ApiCall, ApiCallError } from '../../lib/apiClient.ts'
import type { KeyValueStore } from '../../lib/storage.ts'

/** Where the session flow sends the user. */
export const SESSION_ROUTES = {
  login: '/login/login',
  reLogin: '/login/reLogin',
  app: '/home/index',
  welcome: '/login/loginAfter',
} as const

export interface SessionPorts {
  call: ApiCall
  store: KeyValueStore
  navigate(path: string): void
  /** Shows a refusal or a notice to the user (a toast). */
  notify(refusal: Refusal): void
}

/** Rejects with the Refusal the machine expects, whatever went wrong. */
async function refusing<C extends AnyCall>(
  call: ApiCall,
  contract: C,
  body: RequestOf<C>,
): Promise<AnswerOf<C>> {
  try {
    return await call(contract, body)
  } catch (error) {
    throw error instanceof ApiCallError
      ? error.refusal
      : ({ code: 'common.busy' } satisfies Refusal)
  }
}

/** The session machine with the browser's effects: API calls, storage, navigation, toasts. */
export function provideSession(ports: SessionPorts) {
  const { call } = ports
  return sessionMachine.provide({
    actors: {
      login: fromPromise<SessionGrant, LoginForm>(({ input }) => refusing(call, loginCall, input)),
      register: fromPromise<SessionGrant, RegistrationForm>(({ input }) =>
        refusing(call, registerCall, input),
      ),
      revokeSession: fromPromise(async () => {
        await refusing(call, logoutCall, {})
      }),
    },
    actions: {
      persistSession: (_, grant) => {
        ports.store.setItem(STORAGE_KEYS.token, grant.token)
        ports.store.setItem(STORAGE_KEYS.account, grant.account)
      },
      clearSession: () => {
        ports.store.removeItem(STORAGE_KEYS.token)
        ports.store.removeItem(STORAGE_KEYS.account)
      },
      clearAllStorage: () => ports.store.clear(),
      refuse: (_, refusal) => {
        if (!refusal.announced) ports.notify(refusal)
      },
      announceNotices: (_, grant) => {
        for (const code of grant.notices) ports.notify({ code })
      },
      goToLogin: () => ports.navigate(SESSION_ROUTES.login),
      goToReLogin: (_, { account }) =>
        ports.navigate(
          account
            ? `${SESSION_ROUTES.reLogin}?account=${encodeURIComponent(account)}`
            : SESSION_ROUTES.login,
        ),
      goToApp: () => ports.navigate(SESSION_ROUTES.app),
      goToWelcome: () => ports.navigate(SESSION_ROUTES.welcome),
    },
  })
}
