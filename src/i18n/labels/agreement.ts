import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountType } from '../../../machines/agreement/accountTypes.ts'
import type { AgreementKind } from '../../../machines/agreement/agreementGate.ts'

/** spec §6: the account types the agreement names. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  standard: msg`Standard`,
  institutional: msg`Institutional`,
  dma: msg`Direct market access (seat account)`,
}

export const AGREEMENT_LABELS: Record<AgreementKind, MessageDescriptor> = {
  investment: msg`Investment agreement`,
  coreMember: msg`Core-member agreement`,
}
