import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  DAILY_RATE_CEILING,
  fractionAsPercent,
  SETTING_KIND_TABLE,
  type SettingKind,
} from '../../machines/backOffice/settings.ts'
import { formatMoneyDigits, formatPercent, withUnit } from '../../machines/money.ts'
import { lockTerms } from '../../machines/order/lock.ts'
import type { TradeGroup } from '../../machines/order/tradeRules.ts'
import { currencySymbol, formatAmount } from '../lib/money.ts'
import { settingForInput } from './settingInput.ts'

/**
 * How the console names and reads each setting (issue 18): a translated label in place of the
 * stored key, and the value in effect in its unit. The units come from the kind table in
 * machines/backOffice/settings.ts; this file only says them in words.
 */

/**
 * What to type, per kind of setting; an {example} is written as the operator types a decimal in
 * their language (kindHint), which the console reads (settingInput.ts).
 */
const KIND_HINTS: Record<SettingKind, MessageDescriptor> = {
  text: msg`Text`,
  logo: msg`A path such as /logo.svg, or an https:// address`,
  link: msg`An https://, mailto: or tel: link`,
  hours: msg`Hours, for example 09:00-17:30`,
  yesNo: msg`Type true or false`,
  score: msg`A whole number from 0 to 1000`,
  amount: msg({ message: 'An amount, for example {example}' }),
  rate: msg({ message: 'US dollars per unit, for example {example}' }),
  creditPerPoint: msg({ message: 'Credit limit per score point, for example {example}' }),
  dailyRate: msg({ message: 'A daily interest rate below {most}, for example {example}' }),
  fraction: msg({ message: 'A rate, for example {example} for {percent}' }),
  list: msg`Choices separated by commas, for example 1,2,5`,
  percent: msg`A percentage, or none`,
  lock: msg`Minutes such as 5m, or trading days such as T+1`,
  count: msg`A whole number`,
  lots: msg`A whole number of lots, for example 100000`,
  checkins: msg`A whole number of check-ins from 1 to 999`,
  positiveAmount: msg({ message: 'An amount above zero, for example {example}' }),
  wholeAmount: msg`A whole amount, without decimals, for example 10000`,
}

/** The example each hint gives, in the form stored. */
const HINT_EXAMPLES: Partial<Record<SettingKind, string>> = {
  amount: '100.00',
  rate: '1.16',
  creditPerPoint: '100.00',
  dailyRate: '0.0005',
  fraction: '0.001',
  positiveAmount: '1.00',
}

/** What to type for a kind of setting, its example as typed in the console's language. */
export function kindHint(i18n: I18n, kind: SettingKind): string {
  const typed = (stored: string) => settingForInput(kind, stored, i18n.locale)
  const values = {
    example: typed(HINT_EXAMPLES[kind] ?? ''),
    most: typed(DAILY_RATE_CEILING),
    // As typed too (0.1 % in English), so that one sentence does not mix decimal signs.
    percent: withUnit(typed(fractionAsPercent(HINT_EXAMPLES.fraction!)), '%'),
  }
  return i18n._({ ...KIND_HINTS[kind], values })
}

/** `funds.withdraw.min.<CUR>`: the minimum withdrawal to a bank card in one currency. */
const CARD_MINIMUM = /^funds\.withdraw\.min\.([A-Z]{3})$/

const NAMED: Record<string, MessageDescriptor> = {
  title: msg`Site title`,
  logo: msg`Logo`,
  service: msg`Customer-service link`,
  'funds.withdraw.hours': msg`Withdrawal hours`,
  'funds.withdraw.tradingDaysOnly': msg`Withdrawals on trading days only`,
  'funds.withdraw.minUsdc': msg`Minimum withdrawal to a wallet`,
  'funds.withdraw.max': msg`Maximum withdrawal`,
  'funds.withdraw.minCreditScore': msg`Credit score needed to withdraw`,
  'funds.deposit.hours': msg`Deposit hours`,
  'funds.deposit.tradingDaysOnly': msg`Deposits on trading days only`,
  'credit.limitPerPoint': msg`Credit limit per score point`,
  'credit.dailyRate': msg`Daily loan interest`,
  'credit.minLoan': msg`Smallest loan`,
  'checkin.rewardCheckins': msg`Check-ins a reward takes`,
  'checkin.rewardAmount': msg`Check-in reward (€)`,
  'plans.minContribution': msg`Smallest savings plan contribution`,
}

const TRADE_FIELDS: Record<string, MessageDescriptor> = {
  buyFee: msg`Buying fee`,
  sellFee: msg`Selling fee`,
  stampDuty: msg`Stamp duty on buying`,
  minAmount: msg`Minimum order amount`,
  leverages: msg`Leverage choices`,
  retailLeverageCap: msg`Most leverage for a retail client`,
  marginTrading: msg`Margin trading`,
  priceLimitPercent: msg`Price limit`,
  lock: msg`Lock after buying`,
  ordersPerMinute: msg`Orders a user may send per minute`,
  dividendWithholding: msg`Tax withheld from dividends`,
  maintenanceMargin: msg`Margin call below this share of a position's margin`,
  closeOutLevel: msg`Close-out at this share of a position's margin`,
  lendingOpen: msg`Stock lending open`,
  lendingQuota: msg`Lots the lending pool takes`,
  lendingFeeRate: msg`Annual lending fee`,
  lendingShare: msg`Lender's share of the fee`,
}

export const TRADE_GROUP_LABELS: Record<TradeGroup, MessageDescriptor> = {
  Spain: msg`Trading: Spanish shares`,
  usd: msg`Trading: US shares`,
  otc: msg`Trading: OTC shares`,
  crypto: msg`Trading: crypto`,
  forex: msg`Trading: forex`,
}

/** The sections the settings list is shown in, in order. */
export type SettingSection = 'site' | 'funds' | 'exchange' | 'credit' | TradeGroup | 'other'

export const SECTION_LABELS: Record<Exclude<SettingSection, TradeGroup>, MessageDescriptor> = {
  site: msg`Site`,
  funds: msg`Deposits and withdrawals`,
  exchange: msg`Exchange rates`,
  credit: msg`Credit`,
  other: msg`Other stored settings`,
}

const TRADE = /^trade\.([A-Za-z]+)\.([A-Za-z]+)$/

export function sectionOf(name: string, kind: SettingKind | null): SettingSection {
  if (kind === null) return 'other'
  if (name.startsWith('funds.')) return 'funds'
  if (name.startsWith('exchange.')) return 'exchange'
  if (name.startsWith('credit.')) return 'credit'
  const group = TRADE.exec(name)?.[1]
  if (group && group in TRADE_GROUP_LABELS) return group as TradeGroup
  return 'site'
}

/** The setting's name in the operator's language (the key itself for a pair the console does not know). */
export function settingLabel(i18n: I18n, name: string): string {
  const named = NAMED[name]
  if (named) return i18n._(named)
  const currency = /^exchange\.rate\.([A-Z]+)$/.exec(name)?.[1]
  if (currency) return i18n._(msg`Value of 1 ${currency} in US dollars`)
  const cardCurrency = CARD_MINIMUM.exec(name)?.[1]
  if (cardCurrency) return i18n._(msg`Minimum withdrawal to a bank card in ${cardCurrency}`)
  const field = TRADE.exec(name)?.[2]
  const tradeField = field ? TRADE_FIELDS[field] : undefined
  return tradeField ? i18n._(tradeField) : name
}

/** The currency an amount setting is in, where it is one currency. */
function amountCurrency(name: string): string | null {
  if (name === 'funds.withdraw.minUsdc') return 'USDC'
  const cardCurrency = CARD_MINIMUM.exec(name)?.[1]
  if (cardCurrency) return cardCurrency
  if (name === 'credit.limitPerPoint' || name === 'trade.Spain.minAmount') return 'EUR'
  if (/^trade\.(usd|otc|crypto)\.minAmount$/.test(name)) return 'USD'
  return null
}

/** A value of the setting in its unit: "09:00–17:30 Madrid time", "0,1 %", "100,00 €". */
export function formatSetting(i18n: I18n, name: string, kind: SettingKind, value: string): string {
  if (!SETTING_KIND_TABLE[kind].accepts(value)) return value
  switch (SETTING_KIND_TABLE[kind].unit) {
    case 'hoursMadrid': {
      const [open = '', close = ''] = value.split('-')
      return i18n._(msg`${open}–${close} Madrid time`)
    }
    case 'yesNo':
      return value === 'true' ? i18n._(msg`On`) : i18n._(msg`Off`)
    case 'points':
      return i18n._(msg`${value} points`)
    case 'money': {
      const currency = amountCurrency(name)
      const amount = formatMoneyDigits(value)
      return currency
        ? formatAmount(value, currency)
        : i18n._(msg`${amount} in the account's currency`)
    }
    case 'usdPerUnit': {
      const currency = name.split('.').pop()
      return `${withUnit('1', currency ?? '')} = ${withUnit(value, '$')}`
    }
    case 'moneyPerPoint': {
      const amount = withUnit(formatMoneyDigits(value), currencySymbol('EUR'))
      return i18n._(msg`${amount} per score point`)
    }
    case 'perDay': {
      const rate = formatPercent(fractionAsPercent(value))
      return i18n._(msg`${rate} a day`)
    }
    case 'percentOfAmount': {
      const rate = formatPercent(fractionAsPercent(value))
      return i18n._(msg`${rate} of the amount`)
    }
    case 'multipliers':
      return value
        .split(',')
        .map((n) => `${n}×`)
        .join(', ')
    case 'percentLimit':
      return value === 'none' ? i18n._(msg`No limit`) : `± ${formatPercent(value)}`
    case 'lockRule': {
      const terms = lockTerms(value)
      if (terms && 'minutes' in terms) {
        const minutes = terms.minutes
        return i18n._(msg`Minutes after buying: ${minutes}`)
      }
      const days = terms?.tradingDays ?? 0
      return i18n._(msg`Trading days after buying: ${days}`)
    }
    case 'perMinute':
      return i18n._(msg`${value} a minute`)
    case 'lots':
      return i18n._(msg`${value} lots`)
    case 'checkins':
      return i18n._(msg`${value} check-ins`)
    default:
      return value
  }
}
