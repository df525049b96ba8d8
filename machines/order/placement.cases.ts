import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  guardTable,
  hundredths,
  rule,
} from '../decisionTable.ts'
import {
  orderPlacementGate,
  type PlacementFacts,
  priceLimitExceeded,
  stopLimitUnreachable,
  stopOnWrongSide,
} from './placement.ts'
import { NO_PROTECTION, TRAIL_PERCENT_MAX } from './stops.ts'
import { DEFAULT_TRADE_RULES } from './tradeRules.ts'

/**
 * Placing an order (spec §5 Trading, §8 Trading, issue 25, decision 0048), written from the
 * spec: a retail client buying 100 lots of a Spanish share at a limit of 10.00 while Madrid is
 * open, with Spain's default trading rules; then each rule.
 */

const SPAIN = DEFAULT_TRADE_RULES.Spain

/** Everything in order: a long limit order at the last price, 1×, funded, the check taken. */
const base: PlacementFacts = {
  noTrade: false,
  tradable: true,
  flags: [],
  session: 'open',
  hasExtendedHours: false,
  businessType: 'normal',
  blockOpen: true,
  direction: 'long',
  priceType: 'limit',
  limitPrice: '10.00',
  stopPrice: null,
  protection: { direction: 'long', reference: '10.00', ...NO_PROTECTION },
  lastPrice: '10.00',
  priceLimitPercent: SPAIN.priceLimitPercent,
  lots: 100,
  minShares: 0,
  leverage: 1,
  leverages: SPAIN.leverages,
  professional: false,
  appropriatenessDone: true,
  closesOutAtOnce: false,
  retailLeverageCap: SPAIN.retailLeverageCap,
  marginTrading: SPAIN.marginTrading,
  amount: '1000.00',
  minAmount: SPAIN.minAmount,
  total: '1003.00',
  available: '10000.00',
  recentOrders: 0,
  ordersPerMinute: SPAIN.ordersPerMinute,
}

/** Protection asked for on the base order (judged from its price, 10.00). */
const protect = (change: Partial<PlacementFacts['protection']>) => ({
  protection: { ...base.protection, ...change },
})
const shortProtect = (change: Partial<PlacementFacts['protection']>) => ({
  direction: 'short' as const,
  protection: { ...base.protection, direction: 'short' as const, ...change },
})
/** A console that offers every multiplier from 1× to 10×, so that only the cap decides. */
const EVERY_LEVERAGE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const buyStop = (stopPrice: string) => ({
  priceType: 'stop' as const,
  limitPrice: null,
  stopPrice,
})

export const decisionTables: DecisionTable[] = [
  gateTable('the placement gate', orderPlacementGate, base, [
    rule(EVERY_RULE, 'spec §5 Trading, §8 Trading', [
      { name: 'everything in order: 100 lots at a limit of 10.00', change: {}, expect: 'allowed' },
      {
        name: 'a market order, which names no price',
        change: { priceType: 'market', limitPrice: null },
        expect: 'allowed',
      },
      {
        name: 'a short sale, margin trading on, check taken',
        change: { direction: 'short' },
        expect: 'allowed',
      },
      {
        name: 'a day trade while the market is open',
        change: { businessType: 'dayTrading' },
        expect: 'allowed',
      },
      {
        name: 'a block trade, its product open, at its minimum',
        change: { businessType: 'block', minShares: 100 },
        expect: 'allowed',
      },
      {
        name: 'barred from trading and half a lot: the restriction is named first',
        change: { noTrade: true, lots: 1.5, lastPrice: null, available: '0.00' },
        expect: 'barred',
      },
      {
        name: 'a short sale without margin trading, before the check: margin trading is named first',
        change: { direction: 'short', marginTrading: false, appropriatenessDone: false },
        expect: 'marginDisabled',
      },
      {
        name: 'below the minimum amount and more than the balance: the minimum first',
        change: { amount: '50.00', available: '10.00' },
        expect: 'belowMinAmount',
      },
    ]),
    rule('isBarredFromTrading', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('lotsNotWhole', 'spec §5 Trading', [
      ...boundary('lots, at least one', counts(1, 'lot'), (lots) => ({ lots }), {
        below: 'lotsInvalid',
        at: 'allowed',
        above: 'allowed',
      }),
      { name: 'half a lot more: 1.5 lots', change: { lots: 1.5 }, expect: 'lotsInvalid' },
      { name: 'minus one lot', change: { lots: -1 }, expect: 'lotsInvalid' },
    ]),
    rule('limitPriceNotPositive', 'spec §5 Trading', [
      ...boundary(
        'a limit price above zero (no price limit)',
        cents('0.00'),
        (limitPrice) => ({ limitPrice, priceLimitPercent: null }),
        { below: 'priceInvalid', at: 'priceInvalid', above: 'allowed' },
      ),
      {
        name: 'a limit order without a price',
        change: { limitPrice: null },
        expect: 'priceInvalid',
      },
      {
        name: 'a limit price that is not a number',
        change: { limitPrice: 'ten' },
        expect: 'priceInvalid',
      },
      { name: 'a stop order with a stop of zero', change: buyStop('0'), expect: 'priceInvalid' },
      {
        name: 'a stop order without a stop',
        change: { priceType: 'stop', limitPrice: null, stopPrice: null },
        expect: 'priceInvalid',
      },
    ]),
    rule('cannotBeBought', 'spec §8 Trading', [
      {
        name: 'an index, which only shows a level',
        change: { tradable: false },
        expect: 'cannotBuy',
      },
      { name: 'a suspended share', change: { flags: ['suspended'] }, expect: 'cannotBuy' },
      { name: 'a delisted share', change: { flags: ['delisted'] }, expect: 'cannotBuy' },
      {
        name: 'a newly listed share is bought as any',
        change: { flags: ['newlyListed'] },
        expect: 'allowed',
      },
    ]),
    rule('blockTradeClosed', 'spec §8 Trading', [
      {
        name: 'a block trade outside its product window',
        change: { businessType: 'block', blockOpen: false },
        expect: 'blockClosed',
      },
      {
        name: 'an ordinary order while the block window is shut',
        change: { blockOpen: false },
        expect: 'allowed',
      },
    ]),
    rule('outsideTradingHours', 'spec §5 Trading', [
      { name: 'the market closed', change: { session: 'closed' }, expect: 'notTradingTime' },
      {
        name: 'the market closed, on one with extended sessions',
        change: { session: 'closed', hasExtendedHours: true },
        expect: 'notTradingTime',
      },
      {
        name: 'pre-market on a market without extended sessions',
        change: { session: 'preMarket' },
        expect: 'notTradingTime',
      },
      {
        name: 'pre-market, a US share, an ordinary limit order',
        change: { session: 'preMarket', hasExtendedHours: true },
        expect: 'allowed',
      },
      {
        name: 'after hours, a US share, an ordinary limit order',
        change: { session: 'afterHours', hasExtendedHours: true },
        expect: 'allowed',
      },
      {
        name: 'pre-market, a US share, a market order',
        change: {
          session: 'preMarket',
          hasExtendedHours: true,
          priceType: 'market',
          limitPrice: null,
        },
        expect: 'notTradingTime',
      },
      {
        name: 'after hours, a US share, a stop-limit order',
        change: {
          session: 'afterHours',
          hasExtendedHours: true,
          priceType: 'stopLimit',
          stopPrice: '10.20',
          limitPrice: '10.30',
        },
        expect: 'notTradingTime',
      },
      {
        name: 'pre-market, a US share, a day trade at a limit',
        change: { session: 'preMarket', hasExtendedHours: true, businessType: 'dayTrading' },
        expect: 'notTradingTime',
      },
    ]),
    rule('priceNotObtained', 'spec §8 Trading', [
      { name: 'no current price for the share', change: { lastPrice: null }, expect: 'noPrice' },
      {
        name: 'a market order with no current price',
        change: { lastPrice: null, priceType: 'market', limitPrice: null },
        expect: 'noPrice',
      },
    ]),
    rule('priceLimitExceeded', 'spec §5 Trading', [
      ...boundary(
        'a limit price against the top of the 10 % band around 10.00',
        cents('11.00'),
        (limitPrice) => ({ limitPrice }),
        { below: 'allowed', at: 'allowed', above: 'priceLimit' },
      ),
      ...boundary(
        'a limit price against the bottom of the 10 % band around 10.00',
        cents('9.00'),
        (limitPrice) => ({ limitPrice }),
        { below: 'priceLimit', at: 'allowed', above: 'allowed' },
      ),
      { name: 'a buy stop beyond the band', change: buyStop('11.01'), expect: 'priceLimit' },
      {
        name: 'no price limit configured: a limit of 20.00',
        change: { priceLimitPercent: null, limitPrice: '20.00' },
        expect: 'allowed',
      },
    ]),
    rule('stopOnWrongSide', 'not in the spec (issue 25)', [
      ...boundary('a buy stop against the price of 10.00', cents('10.00'), buyStop, {
        below: 'stopSide',
        at: 'stopSide',
        above: 'allowed',
      }),
      ...boundary(
        'a short sale’s stop against the price of 10.00',
        cents('10.00'),
        (stopPrice) => ({ ...buyStop(stopPrice), direction: 'short' as const }),
        { below: 'allowed', at: 'stopSide', above: 'stopSide' },
      ),
      {
        name: 'a limit order carrying a stop of 9.80, under the price: only a stop order’s is judged',
        change: { stopPrice: '9.80' },
        expect: 'allowed',
      },
    ]),
    rule('stopLimitUnreachable', 'not in the spec (issue 25)', [
      ...boundary(
        'a buy stop-limit’s limit against its stop of 10.20',
        cents('10.20'),
        (limitPrice) => ({ priceType: 'stopLimit' as const, stopPrice: '10.20', limitPrice }),
        { below: 'stopLimitSide', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        'a short stop-limit’s limit against its stop of 9.80',
        cents('9.80'),
        (limitPrice) => ({
          direction: 'short' as const,
          priceType: 'stopLimit' as const,
          stopPrice: '9.80',
          limitPrice,
        }),
        { below: 'allowed', at: 'allowed', above: 'stopLimitSide' },
      ),
      {
        name: 'a limit order of 10.00 carrying a stop of 10.20: only a stop-limit’s limit is judged',
        change: { stopPrice: '10.20' },
        expect: 'allowed',
      },
      {
        name: 'a buy stop at 10.50 carrying a limit of 10.00: a stop order names no limit',
        change: { ...buyStop('10.50'), limitPrice: '10.00' },
        expect: 'allowed',
      },
    ]),
    rule('protectionPriceNotPositive', 'spec §5 Trading', [
      {
        name: 'a stop-loss of zero',
        change: protect({ stopLoss: '0' }),
        expect: 'protectionPriceInvalid',
      },
      {
        name: 'a take-profit of zero',
        change: protect({ takeProfit: '0.00' }),
        expect: 'protectionPriceInvalid',
      },
      {
        name: 'a stop-loss that is not a number',
        change: protect({ stopLoss: 'x' }),
        expect: 'protectionPriceInvalid',
      },
    ]),
    rule('trailOutOfRange', 'not in the spec (issue 25)', [
      ...boundary(
        `a trailing stop against its most, ${TRAIL_PERCENT_MAX} %`,
        hundredths(TRAIL_PERCENT_MAX, 'hundredth of a percent'),
        (trailPercent) => protect({ trailPercent }),
        { below: 'allowed', at: 'allowed', above: 'trailInvalid' },
      ),
      ...boundary(
        'a trailing stop above 0 %',
        hundredths('0.00', 'hundredth of a percent'),
        (trailPercent) => protect({ trailPercent }),
        { below: 'trailInvalid', at: 'trailInvalid', above: 'allowed' },
      ),
    ]),
    rule('stopLossWrongSide', 'not in the spec (issue 25)', [
      ...boundary(
        'a long’s stop-loss against its price of 10.00',
        cents('10.00'),
        (stopLoss) => protect({ stopLoss }),
        {
          below: 'allowed',
          at: 'stopLossSide',
          above: 'stopLossSide',
        },
      ),
      ...boundary(
        'a short’s stop-loss against its price of 10.00',
        cents('10.00'),
        (stopLoss) => shortProtect({ stopLoss }),
        { below: 'stopLossSide', at: 'stopLossSide', above: 'allowed' },
      ),
      {
        name: 'a trailing stop-loss: the fixed one is not judged',
        change: protect({ trailPercent: '5', stopLoss: '10.50' }),
        expect: 'allowed',
      },
    ]),
    rule('takeProfitWrongSide', 'not in the spec (issue 25)', [
      ...boundary(
        'a long’s take-profit against its price of 10.00',
        cents('10.00'),
        (takeProfit) => protect({ takeProfit }),
        { below: 'takeProfitSide', at: 'takeProfitSide', above: 'allowed' },
      ),
      ...boundary(
        'a short’s take-profit against its price of 10.00',
        cents('10.00'),
        (takeProfit) => shortProtect({ takeProfit }),
        { below: 'allowed', at: 'takeProfitSide', above: 'takeProfitSide' },
      ),
    ]),
    rule('leverageNotOffered', 'spec §2 Stock detail', [
      {
        name: 'leverage 3×, not offered (1, 2, 5, 10)',
        change: { leverage: 3 },
        expect: 'leverageUnavailable',
      },
      { name: 'leverage 2×, offered', change: { leverage: 2 }, expect: 'allowed' },
    ]),
    rule('marginTradingOff', 'spec §8 Trading', [
      {
        name: 'a short sale without margin trading',
        change: { direction: 'short', marginTrading: false },
        expect: 'marginDisabled',
      },
      {
        name: 'leverage 2× without margin trading',
        change: { leverage: 2, marginTrading: false },
        expect: 'marginDisabled',
      },
      {
        name: 'a plain purchase without margin trading',
        change: { marginTrading: false },
        expect: 'allowed',
      },
    ]),
    rule('aboveRetailLeverageCap', 'not in the spec (issue 25, ESMA)', [
      ...boundary(
        `a retail client’s leverage against the shares cap of ${SPAIN.retailLeverageCap}×`,
        counts(SPAIN.retailLeverageCap, 'point of leverage'),
        (leverage) => ({ leverage, leverages: EVERY_LEVERAGE }),
        { below: 'allowed', at: 'allowed', above: 'retailLeverageCap' },
      ),
      {
        name: 'a retail client at 10×, offered',
        change: { leverage: 10 },
        expect: 'retailLeverageCap',
      },
      {
        name: 'a professional client at 10×',
        change: { leverage: 10, professional: true },
        expect: 'allowed',
      },
    ]),
    rule('appropriatenessMissing', 'not in the spec (issue 25, MiFID II appropriateness)', [
      {
        name: 'a short sale before the appropriateness check',
        change: { direction: 'short', appropriatenessDone: false },
        expect: 'appropriatenessRequired',
      },
      {
        name: 'leverage 2× before the appropriateness check',
        change: { leverage: 2, appropriatenessDone: false },
        expect: 'appropriatenessRequired',
      },
      {
        name: 'an ordinary purchase at 1× never waits for the check',
        change: { appropriatenessDone: false },
        expect: 'allowed',
      },
    ]),
    rule('opensAtCloseOut', 'not in the spec (issue 25)', [
      {
        name: 'a position at its close-out level the moment it opens',
        change: { closesOutAtOnce: true },
        expect: 'closesOutAtOnce',
      },
    ]),
    rule('belowBlockMinimum', 'spec §5 New shares, block trades', [
      ...boundary(
        'a block trade’s lots against its minimum of 1,000',
        counts(1_000, 'lot'),
        (lots) => ({ businessType: 'block' as const, minShares: 1_000, lots }),
        { below: 'belowBlockMinimum', at: 'allowed', above: 'allowed' },
      ),
      {
        name: 'an ordinary order of 100 lots, a block minimum of 1,000 known',
        change: { minShares: 1_000 },
        expect: 'allowed',
      },
    ]),
    rule('belowMinimumAmount', 'spec §5 Trading', [
      ...boundary(
        `the amount against the minimum to open, ${SPAIN.minAmount}`,
        cents(SPAIN.minAmount),
        (amount) => ({ amount }),
        { below: 'belowMinAmount', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('submittingTooOften', 'spec §5 Trading', [
      ...boundary(
        `orders in the last minute against the ${SPAIN.ordersPerMinute} allowed`,
        counts(SPAIN.ordersPerMinute, 'order'),
        (recentOrders) => ({ recentOrders }),
        { below: 'allowed', at: 'tooFrequent', above: 'tooFrequent' },
      ),
      {
        name: 'the screen, which does not count orders',
        change: { recentOrders: undefined },
        expect: 'allowed',
      },
    ]),
    rule('balanceTooLow', 'spec §8 Funds', [
      ...boundary(
        'the available balance against the total of 1003.00',
        cents('1003.00'),
        (available) => ({ available }),
        { below: 'insufficient', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
  /*
   * Each price rule on its own: with no current price, no stop or no limit there is nothing for
   * it to judge, and it answers no (in the gate an earlier rule names what is missing first).
   */
  guardTable('priceLimitExceeded', priceLimitExceeded, base, 'spec §5 Trading', [
    { name: 'a limit of 10.00 at the price of 10.00', change: {}, expect: false },
    { name: 'a limit of 11.01, over the 10 % band', change: { limitPrice: '11.01' }, expect: true },
    {
      name: 'no current price, a limit of 10.00: no band to exceed',
      change: { lastPrice: null },
      expect: false,
    },
    {
      name: 'no current price, a buy stop of 10.50: no band to exceed',
      change: { ...buyStop('10.50'), lastPrice: null },
      expect: false,
    },
  ]),
  guardTable('stopOnWrongSide', stopOnWrongSide, base, 'not in the spec (issue 25)', [
    { name: 'a buy stop at 10.50, above the price', change: buyStop('10.50'), expect: false },
    { name: 'a buy stop at 9.90, under the price', change: buyStop('9.90'), expect: true },
    {
      name: 'a stop order with no stop typed: no stop to judge',
      change: { priceType: 'stop', limitPrice: null, stopPrice: null },
      expect: false,
    },
    {
      name: 'a stop-limit with no stop typed: no stop to judge',
      change: { priceType: 'stopLimit', stopPrice: null },
      expect: false,
    },
    {
      name: 'a buy stop at 9.90 and no current price: no price to judge it by',
      change: { ...buyStop('9.90'), lastPrice: null },
      expect: false,
    },
    {
      name: 'a limit order carrying a stop of 9.80: not a stop order',
      change: { stopPrice: '9.80' },
      expect: false,
    },
  ]),
  guardTable('stopLimitUnreachable', stopLimitUnreachable, base, 'not in the spec (issue 25)', [
    {
      name: 'a buy stop-limit at 10.20, its limit 10.30',
      change: { priceType: 'stopLimit', stopPrice: '10.20', limitPrice: '10.30' },
      expect: false,
    },
    {
      name: 'a buy stop-limit at 10.20, its limit 10.10',
      change: { priceType: 'stopLimit', stopPrice: '10.20', limitPrice: '10.10' },
      expect: true,
    },
    {
      name: 'a stop-limit with no stop typed: no stop to reach',
      change: { priceType: 'stopLimit', stopPrice: null, limitPrice: '10.10' },
      expect: false,
    },
    {
      name: 'a stop-limit with no limit typed: no limit to judge',
      change: { priceType: 'stopLimit', stopPrice: '10.20', limitPrice: null },
      expect: false,
    },
    {
      name: 'a limit order of 10.00 carrying a stop of 10.20: not a stop-limit',
      change: { stopPrice: '10.20' },
      expect: false,
    },
    {
      name: 'a buy stop at 10.50 carrying a limit of 10.00: not a stop-limit',
      change: { ...buyStop('10.50'), limitPrice: '10.00' },
      expect: false,
    },
  ]),
]
