import { boardFromRows, type Instrument, type RowExtras, type StockRow } from './instrument.ts'

// The IBEX 35 constituents (2025). Columns: code, name, industry, price €, shares (m),
// sales, operating profit, net profit (€m), volatility %, foreign ownership %, dividend yield %.
const IBEX_35: StockRow[] = [
  ['ACS', 'ACS', 'Construction & Engineering', 80.5, 272, 41_600, 1_700, 830, 24, 48, 2.6],
  ['ANA', 'Acciona', 'Construction & Engineering', 178, 55, 19_000, 1_300, 420, 28, 32, 2.8],
  ['ANE', 'Acciona Energía', 'Renewable Energy', 20.1, 329, 3_400, 560, 140, 34, 22, 1.8],
  ['ACX', 'Acerinox', 'Steel', 11.2, 249, 5_400, 310, 190, 29, 45, 5.4],
  ['AENA', 'Aena', 'Airport Services', 23.9, 1_500, 5_800, 2_700, 1_900, 20, 38, 4.2],
  ['AMS', 'Amadeus IT Group', 'IT Services', 65.4, 450, 6_100, 1_800, 1_300, 22, 76, 2.1],
  ['MTS', 'ArcelorMittal', 'Steel', 32.2, 800, 57_000, 3_400, 1_300, 33, 70, 1.5],
  ['SAB', 'Banco Sabadell', 'Banks', 3.05, 5_300, 6_400, 2_900, 1_800, 30, 55, 7.2],
  ['SAN', 'Banco Santander', 'Banks', 8.52, 15_000, 62_000, 19_000, 12_600, 25, 68, 3.4],
  ['BKT', 'Bankinter', 'Banks', 13.1, 899, 3_100, 1_400, 950, 24, 40, 5.1],
  ['BBVA', 'BBVA', 'Banks', 17.2, 5_800, 35_000, 15_400, 10_000, 26, 66, 4.6],
  ['CABK', 'CaixaBank', 'Banks', 9.05, 7_100, 15_000, 8_200, 5_800, 24, 35, 5.6],
  ['CLNX', 'Cellnex Telecom', 'Telecom Infrastructure', 29.8, 707, 3_900, 350, -40, 27, 80, 0.2],
  ['ENG', 'Enagás', 'Gas Utilities', 13.3, 262, 900, 440, 300, 18, 45, 7.5],
  ['ELE', 'Endesa', 'Electric Utilities', 29.3, 1_059, 21_000, 3_000, 2_000, 20, 74, 5.0],
  ['FER', 'Ferrovial', 'Transport Infrastructure', 50.2, 730, 9_100, 750, 3_200, 21, 60, 1.6],
  ['FDR', 'Fluidra', 'Leisure Products', 23.4, 192, 2_100, 270, 160, 30, 42, 1.7],
  ['GRF', 'Grifols', 'Pharmaceuticals', 12.4, 426, 7_200, 1_300, 160, 45, 48, 0.0],
  [
    'IAG',
    'International Airlines Group',
    'Airlines',
    4.52,
    4_900,
    32_000,
    4_400,
    2_700,
    35,
    78,
    1.8,
  ],
  ['IBE', 'Iberdrola', 'Electric Utilities', 17.1, 6_400, 45_000, 9_000, 5_600, 18, 65, 3.6],
  ['ITX', 'Inditex', 'Apparel Retail', 47.9, 3_117, 38_600, 6_900, 5_900, 22, 30, 3.5],
  ['IDR', 'Indra', 'Aerospace & Defence', 45.2, 177, 4_800, 420, 280, 40, 35, 0.6],
  ['LOG', 'Logista', 'Distribution', 28.3, 133, 13_000, 380, 290, 18, 40, 7.4],
  ['MAP', 'Mapfre', 'Insurance', 3.72, 3_080, 28_000, 1_600, 900, 20, 25, 4.8],
  ['MRL', 'Merlin Properties', 'Real Estate', 12.5, 563, 520, 360, 430, 22, 60, 3.4],
  ['NTGY', 'Naturgy', 'Gas Utilities', 26.1, 970, 19_000, 3_200, 1_900, 19, 45, 5.7],
  ['RED', 'Redeia', 'Electric Utilities', 16.2, 541, 2_200, 1_100, 570, 17, 60, 6.2],
  ['REP', 'Repsol', 'Oil & Gas', 14.3, 1_180, 59_000, 4_000, 1_800, 25, 60, 6.5],
  ['ROVI', 'Laboratorios Rovi', 'Pharmaceuticals', 60.3, 51, 760, 170, 130, 32, 30, 1.6],
  ['SCYR', 'Sacyr', 'Construction & Engineering', 3.61, 760, 4_600, 1_300, 150, 26, 35, 3.9],
  ['SLR', 'Solaria Energía', 'Renewable Energy', 11.3, 125, 200, 140, 100, 45, 30, 0.0],
  ['TEF', 'Telefónica', 'Telecom Services', 4.31, 5_670, 41_000, 4_500, -50, 20, 50, 7.0],
  ['UNI', 'Unicaja Banco', 'Banks', 2.31, 2_650, 2_200, 1_000, 570, 27, 25, 7.6],
  ['PUIG', 'Puig Brands', 'Personal Products', 16.4, 569, 4_800, 720, 530, 28, 20, 2.6],
  ['COL', 'Inmobiliaria Colonial', 'Real Estate', 5.82, 620, 400, 250, 150, 24, 65, 4.6],
]

// BME Growth companies, listed here as the Spain OTC board. Same columns.
const BME_GROWTH: StockRow[] = [
  ['HLZ', 'Holaluz-Clidom', 'Electric Utilities', 2.15, 22, 590, -20, -60, 55, 10, 0],
  ['FACE', 'Facephi Biometría', 'Software', 1.82, 25, 40, 5, 2, 50, 15, 0],
  ['GIGA', 'Gigas Hosting', 'IT Services', 3.4, 12, 80, 6, 1, 40, 20, 0],
  ['ATRY', 'Atrys Health', 'Health Care Services', 3.9, 76, 200, 20, -10, 38, 25, 0],
  ['PAR', 'Parlem Telecom', 'Telecom Services', 3.1, 20, 60, 4, 1, 35, 12, 0],
]

const common = {
  market: 'Spain',
  calendar: 'spain',
  currency: 'EUR',
  dividendsPerYear: 2,
} as const

/** Splits in the seed's history (Aena's 10-for-1 of April 2025). */
const SPLITS: Record<string, Instrument['splits']> = {
  AENA: [{ day: '2025-04-29', ratio: 10 }],
}

/** Operator flags for the simulation, so that every alert of spec §3 has an example. */
const FLAGS: RowExtras['flags'] = {
  SLR: { flags: ['overheated'] },
  GRF: { flags: ['viTriggered'] },
  HLZ: { flags: ['suspended'] },
  PAR: { listedDaysAgo: 6 },
}

const extras = { splits: SPLITS, flags: FLAGS }

export const SPAIN_INSTRUMENTS: Instrument[] = [
  ...boardFromRows(IBEX_35, { ...common, board: 'listed' }, extras),
  ...boardFromRows(BME_GROWTH, { ...common, board: 'otc' }, extras),
]
