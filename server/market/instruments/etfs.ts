import type { EtfFacts } from '../../../machines/marketData.ts'
import { type Instrument, priceDecimals } from './instrument.ts'

/**
 * One ETF row. Columns: code, name, what it holds (shown as its industry), price, TER %,
 * replication, distribution, fund size (millions), volatility %, distribution yield % (0 for an
 * accumulating fund, which pays nothing out), issuer, index tracked.
 */
type EtfRow = [
  code: string,
  name: string,
  holds: string,
  price: number,
  terPercent: number,
  replication: EtfFacts['replication'],
  distribution: EtfFacts['distribution'],
  fundSizeMillions: number,
  volatilityPercent: number,
  yieldPercent: number,
  issuer: string,
  index: string,
]

// UCITS ETFs in euros (their Xetra lines, listed here on the euro market), rounded public
// figures of 2025. Accumulating share classes pay no distributions.
// biome-ignore format: one fund per line reads as the table it is
const UCITS: EtfRow[] = [
  ['EUNL', 'iShares Core MSCI World UCITS ETF (Acc)', 'Global Equity', 105, 0.2, 'sampling', 'accumulating', 100_000, 15, 0, 'iShares', 'MSCI World'],
  ['VWCE', 'Vanguard FTSE All-World UCITS ETF (Acc)', 'Global Equity', 135, 0.19, 'sampling', 'accumulating', 25_000, 15, 0, 'Vanguard', 'FTSE All-World'],
  ['VGWL', 'Vanguard FTSE All-World UCITS ETF (Dist)', 'Global Equity', 130, 0.19, 'sampling', 'distributing', 15_000, 15, 1.7, 'Vanguard', 'FTSE All-World'],
  ['SXR8', 'iShares Core S&P 500 UCITS ETF (Acc)', 'US Equity', 600, 0.07, 'physical', 'accumulating', 110_000, 17, 0, 'iShares', 'S&P 500'],
  ['LYPS', 'Amundi S&P 500 II UCITS ETF (Acc)', 'US Equity', 50, 0.05, 'synthetic', 'accumulating', 13_000, 17, 0, 'Amundi', 'S&P 500'],
  ['SXRT', 'iShares Core EURO STOXX 50 UCITS ETF (Acc)', 'Eurozone Equity', 195, 0.1, 'physical', 'accumulating', 6_000, 16, 0, 'iShares', 'EURO STOXX 50'],
  ['EUN2', 'iShares EURO STOXX 50 UCITS ETF (Dist)', 'Eurozone Equity', 55, 0.1, 'physical', 'distributing', 5_000, 16, 2.8, 'iShares', 'EURO STOXX 50'],
  ['IS3N', 'iShares Core MSCI EM IMI UCITS ETF (Acc)', 'Emerging Markets Equity', 35, 0.18, 'sampling', 'accumulating', 20_000, 16, 0, 'iShares', 'MSCI Emerging Markets IMI'],
  ['VFEM', 'Vanguard FTSE Emerging Markets UCITS ETF (Dist)', 'Emerging Markets Equity', 60, 0.17, 'sampling', 'distributing', 3_000, 16, 2.6, 'Vanguard', 'FTSE Emerging'],
  ['EUNH', 'iShares Core Euro Government Bond UCITS ETF (Dist)', 'Government Bonds', 115, 0.07, 'sampling', 'distributing', 5_000, 6, 2.4, 'iShares', 'Bloomberg Euro Treasury'],
  ['VAGF', 'Vanguard Global Aggregate Bond UCITS ETF EUR Hedged (Acc)', 'Aggregate Bonds', 25, 0.1, 'sampling', 'accumulating', 3_000, 5, 0, 'Vanguard', 'Bloomberg Global Aggregate (EUR hedged)'],
  ['VGWD', 'Vanguard FTSE All-World High Dividend Yield UCITS ETF (Dist)', 'Dividend Equity', 70, 0.29, 'sampling', 'distributing', 6_000, 13, 3.2, 'Vanguard', 'FTSE All-World High Dividend Yield'],
  ['ISPA', 'iShares STOXX Global Select Dividend 100 UCITS ETF (Dist)', 'Dividend Equity', 30, 0.46, 'physical', 'distributing', 3_000, 14, 4.8, 'iShares', 'STOXX Global Select Dividend 100'],
  ['QDVE', 'iShares S&P 500 Information Technology Sector UCITS ETF (Acc)', 'Technology Sector', 30, 0.15, 'physical', 'accumulating', 10_000, 24, 0, 'iShares', 'S&P 500 Capped 35/20 Information Technology'],
  ['XDWH', 'Xtrackers MSCI World Health Care UCITS ETF (Acc)', 'Health Care Sector', 50, 0.25, 'physical', 'accumulating', 2_000, 14, 0, 'Xtrackers', 'MSCI World Health Care'],
  ['IQQH', 'iShares Global Clean Energy UCITS ETF (Dist)', 'Clean Energy Sector', 7.2, 0.65, 'physical', 'distributing', 2_500, 30, 1.5, 'iShares', 'S&P Global Clean Energy'],
]

// US-listed ETFs in dollars, rounded public figures of 2025. A US fund pays out what it earns;
// the bond funds monthly, the others quarterly.
// biome-ignore format: one fund per line reads as the table it is
const US_LISTED: EtfRow[] = [
  ['SPY', 'SPDR S&P 500 ETF Trust', 'US Equity', 600, 0.0945, 'physical', 'distributing', 630_000, 17, 1.2, 'State Street SPDR', 'S&P 500'],
  ['VOO', 'Vanguard S&P 500 ETF', 'US Equity', 550, 0.03, 'physical', 'distributing', 650_000, 17, 1.2, 'Vanguard', 'S&P 500'],
  ['IVV', 'iShares Core S&P 500 ETF', 'US Equity', 600, 0.03, 'physical', 'distributing', 600_000, 17, 1.2, 'iShares', 'S&P 500'],
  ['QQQ', 'Invesco QQQ Trust', 'US Equity', 520, 0.2, 'physical', 'distributing', 350_000, 22, 0.6, 'Invesco', 'Nasdaq-100'],
  ['VTI', 'Vanguard Total Stock Market ETF', 'US Equity', 300, 0.03, 'sampling', 'distributing', 480_000, 17, 1.3, 'Vanguard', 'CRSP US Total Market'],
  ['VXUS', 'Vanguard Total International Stock ETF', 'International Equity', 65, 0.05, 'sampling', 'distributing', 90_000, 15, 3.0, 'Vanguard', 'FTSE Global All Cap ex US'],
  ['BND', 'Vanguard Total Bond Market ETF', 'Aggregate Bonds', 73, 0.03, 'sampling', 'distributing', 130_000, 6, 3.7, 'Vanguard', 'Bloomberg US Aggregate Float Adjusted'],
  ['AGG', 'iShares Core US Aggregate Bond ETF', 'Aggregate Bonds', 99, 0.03, 'sampling', 'distributing', 120_000, 6, 3.8, 'iShares', 'Bloomberg US Aggregate'],
  ['SCHD', 'Schwab US Dividend Equity ETF', 'Dividend Equity', 27, 0.06, 'physical', 'distributing', 70_000, 14, 3.8, 'Schwab', 'Dow Jones US Dividend 100'],
  ['VNQ', 'Vanguard Real Estate ETF', 'Real Estate', 90, 0.13, 'physical', 'distributing', 35_000, 20, 3.9, 'Vanguard', 'MSCI US IMI Real Estate 25/50'],
  ['XLK', 'Technology Select Sector SPDR Fund', 'Technology Sector', 250, 0.08, 'physical', 'distributing', 75_000, 24, 0.6, 'State Street SPDR', 'Technology Select Sector'],
]

/** Bond funds pay monthly; the others quarterly, a European one once or twice a year. */
const MONTHLY = new Set(['BND', 'AGG'])

function etfFromRow(
  row: EtfRow,
  common: Pick<Instrument, 'market' | 'calendar' | 'currency'>,
  perYear: number,
): Instrument {
  const [
    code,
    name,
    holds,
    price,
    ter,
    replication,
    distribution,
    size,
    vol,
    yieldPct,
    issuer,
    index,
  ] = row
  return {
    ...common,
    code,
    name,
    board: 'etf',
    industry: holds,
    decimals: priceDecimals(price),
    refPrice: price,
    volatility: vol / 100,
    // A fund's units are not shares in issue: no market cap, its fund size instead.
    sharesOutstanding: null,
    // About 0.2 % of a fund's units change hands on a typical day.
    averageVolume: Math.round(((size * 1_000_000) / price) * 0.002),
    fundamentals: null,
    foreignRatio: null,
    dividendYield: yieldPct / 100,
    dividendsPerYear: yieldPct > 0 ? (MONTHLY.has(code) ? 12 : perYear) : 0,
    splits: [],
    flags: [],
    etf: {
      issuer,
      index,
      ter: Number(ter.toFixed(2)) === ter ? ter.toFixed(2) : String(ter),
      replication,
      distribution,
      fundSize: String(size * 1_000_000),
    },
  }
}

/** The ETF board of each share market (decision 0073). */
export const ETF_INSTRUMENTS: Instrument[] = [
  ...UCITS.map((row) =>
    etfFromRow(row, { market: 'Spain', calendar: 'spain', currency: 'EUR' }, 2),
  ),
  ...US_LISTED.map((row) => etfFromRow(row, { market: 'usd', calendar: 'us', currency: 'USD' }, 4)),
]
