import type { RegistrationForm } from '../../../machines/session/guards.ts'

const EMPTY: RegistrationForm = {
  account: '',
  password: '',
  password2: '',
  invite: '',
  agree: false,
  fundPassword: '',
  institutionCode: '',
}

let draft: RegistrationForm = EMPTY

/**
 * What was typed into the registration form, kept while the person reads the user agreement or
 * the privacy policy and comes back (issue 18). In memory only, never in storage: it holds the
 * password, and a reload forgets it.
 */
export const registrationDraft = {
  read: (): RegistrationForm => draft,
  keep(form: RegistrationForm) {
    draft = form
  },
  clear() {
    draft = EMPTY
  },
}
