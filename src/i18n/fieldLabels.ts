import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Request fields named in `common.invalid` refusals, as a person reads them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  account: msg`phone number`,
  password: msg`password`,
  password2: msg`confirm password`,
  invite: msg`invitation code`,
  // An instrument's, a reset code, a second factor's: which one the screen says (issue 48: a
  // share's page opened without one said "Please check reset code").
  code: msg`code`,
  agree: msg`agreement`,
  type: msg`market`,
  page: msg`page`,
  size: msg`page size`,
  body: msg`the request`,
  holder: msg`card holder`,
  bankName: msg`bank name`,
  branchName: msg`branch name`,
  bankCode: msg`bank code`,
  channelId: msg`deposit channel`,
  amount: msg`amount`,
  decision: msg`decision`,
}

export function fieldLabel(i18n: I18n, field: string): string {
  const label = FIELD_LABELS[field.split('.')[0] ?? '']
  return label ? i18n._(label) : i18n._(FIELD_LABELS.body!)
}
