import { z } from 'zod'
import { fitsCurrency } from '../../machines/currency.ts'
import { isRate } from '../../machines/funds/exchange.ts'
import type { FundsWindow } from '../../machines/funds/window.ts'
import { isFundsWindow } from '../../machines/funds/window.ts'
import {
  CARD_CURRENCIES,
  type CardCurrency,
  DEFAULT_DEPOSIT_WINDOW,
  DEFAULT_MIN_CREDIT_SCORE,
  DEFAULT_WITHDRAW_WINDOW,
  EXCHANGE_CURRENCIES,
  WITHDRAW_MIN_CARD,
  WITHDRAW_MIN_WALLET,
} from '../../machines/rules.ts'
import { siteConfigWith } from '../core/siteConfigCache.ts'
import type { Database } from '../db/database.ts'

const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)
const hours = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/)
  .transform((v) => v.split('-') as [string, string])
  .refine(([open, close]) => open < close)
const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true')

/**
 * The money settings the back office edits (site config `funds.*`), each with its validator.
 * Defaults live in machines/rules.ts (they are spec numbers); a stored value that does not parse
 * is ignored, so a typo never stops deposits or withdrawals.
 */
export const FUNDS_SETTINGS = {
  'funds.withdraw.hours': hours,
  'funds.withdraw.tradingDaysOnly': yesNo,
  'funds.withdraw.minUsdc': amount,
  'funds.withdraw.max': amount,
  'funds.withdraw.minCreditScore': z.coerce.number().int().min(0).max(1000),
  'funds.deposit.hours': hours,
  'funds.deposit.tradingDaysOnly': yesNo,
} as const

/** `funds.withdraw.min.<CUR>`: the minimum withdrawal to a bank card in that currency. */
export const CARD_MINIMUM_SETTING = /^funds\.withdraw\.min\.([A-Z]{3})$/

/** Whether `value` can be the card minimum of `currency`: an amount in its units (whole won). */
export function isCardMinimum(currency: string, value: string): boolean {
  return (
    (CARD_CURRENCIES as readonly string[]).includes(currency) &&
    amount.safeParse(value).success &&
    fitsCurrency(value, currency)
  )
}

/** Exchange rates: `exchange.rate.<CUR>` is how many US dollars one unit is worth. */
export const RATE_SETTING = /^exchange\.rate\.([A-Z]{3,4})$/

export interface FundsConfig {
  withdrawWindow: FundsWindow
  depositWindow: FundsWindow
  /** The minimum withdrawal to a bank card, per currency (spec §9, machines/rules.ts). */
  withdrawMinCard: Record<CardCurrency, string>
  withdrawMinWallet: string
  withdrawMax: string | null
  minCreditScore: number
  /** Only currencies of spec §9 (and the account currencies) with a valid rate. */
  rates: Record<string, string>
}

export async function readFundsConfig(db: Database): Promise<FundsConfig> {
  const values = await siteConfigWith(db, 'funds.', 'exchange.')
  const read = <K extends keyof typeof FUNDS_SETTINGS>(name: K) => {
    const raw = values.get(name)
    if (raw === undefined) return undefined
    const parsed = FUNDS_SETTINGS[name].safeParse(raw)
    return parsed.success ? (parsed.data as z.output<(typeof FUNDS_SETTINGS)[K]>) : undefined
  }
  const window = (
    fallback: FundsWindow,
    range: [string, string] | undefined,
    tradingDaysOnly: boolean | undefined,
  ): FundsWindow => {
    const candidate = {
      open: range?.[0] ?? fallback.open,
      close: range?.[1] ?? fallback.close,
      tradingDaysOnly: tradingDaysOnly ?? fallback.tradingDaysOnly,
    }
    return isFundsWindow(candidate) ? candidate : fallback
  }
  const rates: Record<string, string> = {}
  for (const currency of EXCHANGE_CURRENCIES) {
    const rate = values.get(`exchange.rate.${currency}`)
    if (rate && isRate(rate)) rates[currency] = rate
  }
  return {
    withdrawWindow: window(
      DEFAULT_WITHDRAW_WINDOW,
      read('funds.withdraw.hours'),
      read('funds.withdraw.tradingDaysOnly'),
    ),
    depositWindow: window(
      DEFAULT_DEPOSIT_WINDOW,
      read('funds.deposit.hours'),
      read('funds.deposit.tradingDaysOnly'),
    ),
    withdrawMinCard: cardMinimums(values),
    withdrawMinWallet: read('funds.withdraw.minUsdc') ?? WITHDRAW_MIN_WALLET,
    withdrawMax: read('funds.withdraw.max') ?? null,
    minCreditScore: read('funds.withdraw.minCreditScore') ?? DEFAULT_MIN_CREDIT_SCORE,
    rates,
  }
}

function cardMinimums(values: Map<string, string>): Record<CardCurrency, string> {
  const minimums = { ...WITHDRAW_MIN_CARD }
  for (const currency of CARD_CURRENCIES) {
    const stored = values.get(`funds.withdraw.min.${currency}`)
    if (stored !== undefined && isCardMinimum(currency, stored)) minimums[currency] = stored
  }
  return minimums
}
