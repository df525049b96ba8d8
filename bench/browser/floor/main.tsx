/**
 * The framework floor: the smallest app on Tradeflow's stack (React, react-router's HashRouter,
 * an XState machine through @xstate/react, Lingui with one message, ofetch for the call) showing a
 * tiny login form.
 * What a first visit to it downloads is what the stack alone costs; the app is measured against it.
 */
import { i18n } from '@lingui/core'
import { I18nProvider, Trans } from '@lingui/react'
import { useMachine } from '@xstate/react'
import { ofetch } from 'ofetch'
import { createRoot } from 'react-dom/client'
import { HashRouter, Route, Routes } from 'react-router'
import { createMachine } from 'xstate'
import { REQUEST_TIMEOUT_MS } from '../../../machines/rules.ts'

// One message, loaded already compiled as the app's catalogs are.
i18n.load('en', { signIn: 'Sign in' })
i18n.activate('en')

const loginMachine = createMachine({
  id: 'floorLogin',
  initial: 'editing',
  states: {
    editing: { on: { submit: 'submitted' } },
    submitted: { on: { edit: 'editing' } },
  },
})

function Login() {
  const [state, send] = useMachine(loginMachine)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'submit' })
        ofetch('/api/vue/login', { method: 'POST', body: {}, timeout: REQUEST_TIMEOUT_MS }).catch(
          () => {},
        )
      }}
    >
      <h1>
        <Trans id="signIn" />
      </h1>
      <input name="account" aria-label="Account" autoComplete="username" />
      <input name="password" type="password" aria-label="Password" />
      <button type="submit" disabled={state.matches('submitted')}>
        <Trans id="signIn" />
      </button>
    </form>
  )
}

createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <HashRouter>
      <Routes>
        <Route path="/login/login" element={<Login />} />
      </Routes>
    </HashRouter>
  </I18nProvider>,
)
