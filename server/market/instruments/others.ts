import type { Instrument } from './instrument.ts'

function plain(
  fields: Pick<
    Instrument,
    'code' | 'name' | 'market' | 'board' | 'calendar' | 'currency' | 'decimals' | 'industry'
  > &
    Pick<Instrument, 'refPrice' | 'volatility' | 'averageVolume' | 'sharesOutstanding'>,
): Instrument {
  return {
    ...fields,
    fundamentals: null,
    foreignRatio: null,
    dividendYield: 0,
    dividendsPerYear: 0,
    splits: [],
    flags: [],
  }
}

/** The main indices; `averageVolume` is the index's typical daily traded shares. */
export const INDICES: Instrument[] = [
  ['IBEX', 'IBEX 35', 'Spain', 'spain', 'EUR', 16_000, 17, 450_000_000],
  ['SX5E', 'Euro Stoxx 50', 'Spain', 'spain', 'EUR', 5_650, 16, 900_000_000],
  ['SPX', 'S&P 500', 'usd', 'us', 'USD', 6_700, 16, 2_500_000_000],
  ['NDX', 'Nasdaq 100', 'usd', 'us', 'USD', 24_500, 21, 1_200_000_000],
  ['DJI', 'Dow Jones Industrial Average', 'usd', 'us', 'USD', 47_000, 15, 400_000_000],
].map(([code, name, market, calendar, currency, price, vol, volume]) =>
  plain({
    code: code as string,
    name: name as string,
    market: market as Instrument['market'],
    board: 'index',
    calendar: calendar as Instrument['calendar'],
    currency: currency as Instrument['currency'],
    decimals: 2,
    industry: 'Index',
    refPrice: price as number,
    volatility: (vol as number) / 100,
    averageVolume: volume as number,
    sharesOutstanding: null,
  }),
)

/** Crypto pairs quoted in US dollars; supply in millions of coins. */
export const CRYPTO: Instrument[] = (
  [
    ['BTC/USD', 'Bitcoin', 95_000, 2, 55, 19.9, 30_000],
    ['ETH/USD', 'Ethereum', 3_400, 2, 70, 120.7, 400_000],
    ['SOL/USD', 'Solana', 150, 2, 90, 540, 15_000_000],
    ['XRP/USD', 'XRP', 2.3, 4, 85, 59_000, 2_000_000_000],
    ['BNB/USD', 'BNB', 900, 2, 60, 139, 1_500_000],
    ['ADA/USD', 'Cardano', 0.55, 4, 85, 36_000, 900_000_000],
    ['DOGE/USD', 'Dogecoin', 0.17, 5, 95, 150_000, 5_000_000_000],
    ['AVAX/USD', 'Avalanche', 18, 3, 95, 420, 25_000_000],
    ['DOT/USD', 'Polkadot', 3.2, 4, 90, 1_600, 60_000_000],
    ['LINK/USD', 'Chainlink', 15, 3, 90, 680, 30_000_000],
  ] as const
).map(([code, name, price, decimals, vol, supply, volume]) =>
  plain({
    code,
    name,
    market: 'usd',
    board: 'crypto',
    calendar: 'crypto',
    currency: 'USD',
    decimals,
    industry: 'Crypto',
    refPrice: price,
    volatility: vol / 100,
    averageVolume: volume,
    sharesOutstanding: supply,
  }),
)

/** Forex pairs: the price is how much of the second currency one unit of the first buys. */
export const FOREX: Instrument[] = (
  [
    ['EUR/USD', 1.16, 4, 7],
    ['GBP/USD', 1.33, 4, 8],
    ['USD/JPY', 152.5, 2, 9],
    ['USD/CHF', 0.8, 4, 8],
    ['AUD/USD', 0.65, 4, 9],
    ['USD/CAD', 1.4, 4, 6],
    ['NZD/USD', 0.57, 4, 9],
    ['EUR/GBP', 0.87, 4, 6],
    ['EUR/JPY', 177, 2, 9],
    ['USD/CNH', 7.1, 4, 4],
  ] as const
).map(([code, price, decimals, vol]) =>
  plain({
    code,
    name: code,
    market: 'usd',
    board: 'forex',
    calendar: 'forex',
    currency: null,
    decimals,
    industry: 'Forex',
    refPrice: price,
    volatility: vol / 100,
    averageVolume: 100_000_000,
    sharesOutstanding: null,
  }),
)
