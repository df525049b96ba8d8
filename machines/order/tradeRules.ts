import {
  DIVIDEND_WITHHOLDING_RATE,
  LENDING_DEFAULT_FEE_RATE,
  LENDING_DEFAULT_QUOTA,
  LENDING_DEFAULT_SHARE,
} from '../rules.ts'
import type { FeeRates } from './pricing.ts'

/**
 * The trading rules of one instrument, as the server reads them from the site configuration
 * (name/value pairs, spec §3) on top of these defaults. The buy panel receives the same object
 * from `trade/rules`, so what it shows and what the server enforces cannot drift apart.
 */
export interface TradeRules {
  fees: FeeRates
  /** spec §5 Trading: minimum amount to open a position (value supplied by the server, §9). */
  minAmount: string
  /** spec §2 Stock detail: the leverage multipliers offered; 1 means no leverage. */
  leverages: number[]
  /**
   * Issue 25: the most leverage a retail client may use here (ESMA's caps per asset class); a
   * professional client, so classed by the console, may use every multiplier offered.
   */
  retailLeverageCap: number
  /** spec §8 Trading: shorts and leverage need margin trading enabled. */
  marginTrading: boolean
  /** spec §5 Trading: the price limit, in percent either side of the last price; null for none. */
  priceLimitPercent: string | null
  /** spec §4 Selling: the lock after buying, "Nm" (N minutes) or "T+N" (N trading days). */
  lock: string
  /** spec §8 Other: at most this many order submissions per user per minute. */
  ordersPerMinute: number
  /** Issue 19: the share of a long position's dividend withheld as tax ('0' where none is paid). */
  dividendWithholding: string
  /** Issue 25: a margin call below this share of a position's margin. */
  maintenanceMargin: string
  /** Issue 25: a close-out at or below this share of a position's margin. */
  closeOutLevel: string
  /** Issue 20, stock lending: whether the pool takes this share, how many lots, at what fee. */
  lending: {
    open: boolean
    quota: number
    /** The annual fee on the lent shares' value, and the investor's share of it. */
    feeRate: string
    share: string
  }
}

/** The groups whose rules the configuration sets separately. */
export const TRADE_GROUPS = ['Spain', 'usd', 'otc', 'crypto', 'forex'] as const
export type TradeGroup = (typeof TRADE_GROUPS)[number]

// spec §9 Agreement terms: fee 0.1 % per trade (the other version of the terms)
export const FEE_PER_TRADE = '0.001'

/**
 * Issue 25, the levels of a position on margin, as shares of its margin. Not in the spec:
 * ESMA closes a retail client's position out at half its initial margin; the margin call comes
 * when a quarter of the margin is lost, early enough to act on.
 */
export const RISK_LEVELS = { maintenanceMargin: '0.75', closeOutLevel: '0.5' } as const

/**
 * Issue 25, not in the spec: ESMA's retail leverage caps (product intervention, 2018) — 30:1 for
 * major currency pairs, 5:1 for individual shares, 2:1 for crypto-assets.
 */
export const ESMA_RETAIL_CAPS = { majorForex: 30, shares: 5, crypto: 2 } as const

/** What every group shares unless it says otherwise. */
const BASE_RULES: TradeRules = {
  fees: { buyFee: FEE_PER_TRADE, sellFee: FEE_PER_TRADE, stampDuty: '0' },
  minAmount: '100.00',
  leverages: [1, 2, 5, 10],
  retailLeverageCap: ESMA_RETAIL_CAPS.shares,
  marginTrading: true,
  priceLimitPercent: '10',
  lock: 'T+1',
  ordersPerMinute: 20,
  dividendWithholding: '0',
  ...RISK_LEVELS,
  lending: {
    open: false,
    quota: LENDING_DEFAULT_QUOTA,
    feeRate: LENDING_DEFAULT_FEE_RATE,
    share: LENDING_DEFAULT_SHARE,
  },
}

/** Listed shares go to the lending pool unless the configuration says otherwise. */
const LENDING_OPEN: Partial<TradeRules> = { lending: { ...BASE_RULES.lending, open: true } }

/** Not in the spec: crypto and forex trade around the clock, so their lock is minutes, not days. */
const ROUND_THE_CLOCK: Partial<TradeRules> = { minAmount: '10.00', lock: '5m' }

/** Defaults per group, used where the site configuration says nothing. */
export const DEFAULT_TRADE_RULES: Record<TradeGroup, TradeRules> = {
  // Not in the spec: Spain's financial-transaction tax (0.2 % on purchases) is the stamp duty.
  Spain: {
    ...BASE_RULES,
    fees: { ...BASE_RULES.fees, stampDuty: '0.002' },
    dividendWithholding: DIVIDEND_WITHHOLDING_RATE.Spain,
    ...LENDING_OPEN,
  },
  usd: { ...BASE_RULES, dividendWithholding: DIVIDEND_WITHHOLDING_RATE.usd, ...LENDING_OPEN },
  // Not in the spec: OTC shares cannot be shorted or bought on margin (no lending market); they
  // are Spanish shares, so Spain's withholding applies.
  otc: {
    ...BASE_RULES,
    leverages: [1],
    marginTrading: false,
    dividendWithholding: DIVIDEND_WITHHOLDING_RATE.Spain,
  },
  crypto: {
    ...BASE_RULES,
    ...ROUND_THE_CLOCK,
    priceLimitPercent: '20',
    retailLeverageCap: ESMA_RETAIL_CAPS.crypto,
  },
  // The pairs offered are all majors (EUR, GBP, JPY, CHF, AUD against the dollar).
  forex: {
    ...BASE_RULES,
    ...ROUND_THE_CLOCK,
    leverages: [1, 10, 20, 50],
    priceLimitPercent: '5',
    retailLeverageCap: ESMA_RETAIL_CAPS.majorForex,
  },
}

/** Day trades are closed the same day, so they carry no lock (spec §2 Day trading). */
export const DAY_TRADING_LOCK = '0m'
