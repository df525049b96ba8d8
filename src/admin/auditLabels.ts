import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditValue, UploadField } from '../../machines/backOffice/auditEntries.ts'
import type { AuditEntry } from '../../machines/backOffice/calls.ts'
import { formatMoneyDigits, withUnit } from '../../machines/money.ts'
import { LOAN_STATE_LABELS } from '../i18n/labels/credit.ts'
import {
  DEPOSIT_STATE_LABELS,
  KYC_STATE_LABELS,
  WITHDRAWAL_STATE_LABELS,
} from '../i18n/labels/funds.ts'
import { SUBSCRIPTION_STATE_LABELS } from '../i18n/labels/ipo.ts'
import { formatDateTime } from '../lib/date.ts'
import { currencySymbol } from '../lib/money.ts'
import { settingLabel } from './settingLabels.ts'

/**
 * The audit log in words (issue 18): what each action was, on which record, and each changed
 * field in its own format (money as money, times as dates, states by their names). An action or
 * field this console does not know is shown by its code, never hidden.
 */

const ACTIONS: Record<string, MessageDescriptor> = {
  'deposit.approve': msg`Deposit approved`,
  'deposit.reject': msg`Deposit rejected`,
  'withdrawal.approve': msg`Withdrawal approved`,
  'withdrawal.reject': msg`Withdrawal rejected`,
  'withdrawal.pay': msg`Withdrawal marked paid`,
  'realname.approve': msg`Real name approved`,
  'realname.reject': msg`Real name rejected`,
  'loan.approve': msg`Loan approved`,
  'loan.reject': msg`Loan rejected`,
  'subscription.reject': msg`Subscription rejected`,
  'users.restrict': msg`Restrictions changed`,
  'users.credit': msg`Credit changed`,
  'users.resetCode': msg`Password reset code issued`,
  'config.set': msg`Setting changed`,
  'admin.passwordReset': msg`Operator password reset`,
  'admin.twoFactorOn': msg`Operator two-factor sign-in turned on`,
  'auth.loginRefused': msg`Console logins refused`,
  'ipo.create': msg`New share created`,
  'ipo.edit': msg`New share edited`,
  'ipo.channelOpen': msg`Subscription channel opened`,
  'ipo.channelClose': msg`Subscription channel closed`,
  'ipo.draw': msg`Draw run`,
  'ipo.drawVerify': msg`Draw verified`,
  'ipo.allot': msg`Allotment saved`,
  'ipo.announce': msg`Results announced`,
  'follow.fundCreate': msg`Follow fund created`,
  'follow.fundEdit': msg`Follow fund edited`,
  'follow.fundOnShelf': msg`Follow fund put on the shelf`,
  'follow.fundOffShelf': msg`Follow fund taken off the shelf`,
  'quant.strategyCreate': msg`AI quant strategy created`,
  'quant.strategyEdit': msg`AI quant strategy edited`,
  'quant.strategyOnShelf': msg`AI quant strategy put on the shelf`,
  'quant.strategyOffShelf': msg`AI quant strategy taken off the shelf`,
  'quant.strategyEnable': msg`AI quant strategy resumed`,
  'quant.strategyPause': msg`AI quant strategy paused`,
  'message.broadcast': msg`Message sent`,
  'users.profile': msg`Account profile changed`,
  'channels.create': msg`Deposit channel added`,
  'channels.edit': msg`Deposit channel edited`,
  'channels.enable': msg`Deposit channel offered again`,
  'channels.disable': msg`Deposit channel disabled`,
}

export function actionLabel(i18n: I18n, action: string): string {
  const known = ACTIONS[action]
  return known ? i18n._(known) : action
}

/** The record an entry is about: "Withdrawal #12", "Account 600100100", a setting by its name. */
export function recordLabel(i18n: I18n, { kind, ref }: AuditEntry['record']): string {
  switch (kind) {
    case 'deposit':
      return i18n._(msg`Deposit #${ref}`)
    case 'withdrawal':
      return i18n._(msg`Withdrawal #${ref}`)
    case 'realname':
      return i18n._(msg`Real-name submission #${ref}`)
    case 'loan':
      return i18n._(msg`Loan #${ref}`)
    case 'subscription':
      return i18n._(msg`Subscription #${ref}`)
    case 'user':
      return i18n._(msg`Account ${ref}`)
    case 'config':
      return settingLabel(i18n, ref)
    case 'ipo':
      return i18n._(msg`New share #${ref}`)
    case 'follow':
      return i18n._(msg`Follow fund #${ref}`)
    case 'strategy':
      return i18n._(msg`AI quant strategy #${ref}`)
    case 'channel':
      return i18n._(msg`Deposit channel #${ref}`)
    case 'admin':
      return i18n._(msg`Operator ${ref}`)
    default:
      return ref
  }
}

const FIELDS: Record<string, MessageDescriptor> = {
  state: msg`Status`,
  reason: msg`Reason`,
  amount: msg`Amount`,
  decidedAt: msg`Decided at`,
  paidAt: msg`Paid at`,
  createdAt: msg`Requested at`,
  frozen: msg`Frozen`,
  loginBanned: msg`Login banned`,
  disabled: msg`Disabled`,
  noTrade: msg`No trading`,
  noWithdraw: msg`No withdrawing`,
  creditScore: msg`Credit score`,
  creditLimit: msg`Credit limit`,
  activated: msg`Credit activated`,
  value: msg`Value`,
  accountName: msg`Account holder`,
  accountNumber: msg`Account number`,
  bankName: msg`Bank or network`,
  min: msg`Minimum`,
  max: msg`Maximum`,
  active: msg`Offered to investors`,
  demo: msg`Demo data`,
  channelOpen: msg`Subscription channel open`,
  onShelf: msg`On the shelf`,
  fundSize: msg`Fund size`,
  minAmount: msg`Minimum investment`,
  enabled: msg`Places orders`,
  title: msg`Title`,
  coreMember: msg`Core member`,
  institutionCode: msg`Institution code`,
  accountType: msg`Account type`,
  sent: msg`Accounts reached`,
  cycleDays: msg`Trading cycle (trading days)`,
  rule: msg`Rule`,
  expectedReturn: msg`Expected profit rate`,
  targetReturn: msg`Target return`,
  lockUntil: msg`Locked until`,
  endsAt: msg`Ends at`,
  deadlineAt: msg`Copy deadline`,
  realname: msg`Real name`,
  kycStatus: msg`Real name`,
  expiresAt: msg`Valid until`,
  codesReplaced: msg`Earlier codes ended`,
}

export function fieldLabel(i18n: I18n, field: string): string {
  const known = FIELDS[field]
  return known ? i18n._(known) : field
}

const MONEY_FIELDS = new Set([
  'amount',
  'frozen',
  'principal',
  'outstanding',
  'interest',
  'repaid',
  'creditLimit',
  'min',
  'max',
])

const STATES: Partial<Record<string, Record<string, MessageDescriptor>>> = {
  deposit: DEPOSIT_STATE_LABELS,
  withdrawal: WITHDRAWAL_STATE_LABELS,
  realname: KYC_STATE_LABELS,
  loan: LOAN_STATE_LABELS,
  subscription: SUBSCRIPTION_STATE_LABELS,
}

/** One value of a changed field, read for a person. */
export function formatAuditValue(
  i18n: I18n,
  entry: Pick<AuditEntry, 'record' | 'currency'>,
  field: string,
  value: AuditValue,
): string {
  if (value === null || value === '') return '—'
  if (typeof value === 'boolean') return value ? i18n._(msg`On`) : i18n._(msg`Off`)
  const text = String(value)
  if (field === 'state' || field === 'kycStatus') {
    const states = STATES[entry.record.kind ?? ''] ?? KYC_STATE_LABELS
    const label = (states as Record<string, MessageDescriptor>)[text]
    return label ? i18n._(label) : text
  }
  if (MONEY_FIELDS.has(field) && /^-?\d+(\.\d+)?$/.test(text)) {
    const digits = formatMoneyDigits(text)
    return entry.currency ? withUnit(digits, currencySymbol(entry.currency)) : digits
  }
  if (/At$/.test(field) && !Number.isNaN(Date.parse(text))) return formatDateTime(text)
  return text
}

export const UPLOAD_LABELS: Record<UploadField, MessageDescriptor> = {
  frontUploadId: msg`ID front`,
  backUploadId: msg`ID back`,
  front: msg`ID front`,
  back: msg`ID back`,
  proofUploadId: msg`Transfer proof`,
  proof: msg`Transfer proof`,
}
