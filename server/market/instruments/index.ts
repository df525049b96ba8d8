import { ETF_INSTRUMENTS } from './etfs.ts'
import type { Instrument } from './instrument.ts'
import { CRYPTO, FOREX, INDICES } from './others.ts'
import { SPAIN_INSTRUMENTS } from './spain.ts'
import { US_INSTRUMENTS } from './us.ts'

/** Every instrument the simulated exchange lists. */
export const SEED_INSTRUMENTS: Instrument[] = [
  ...SPAIN_INSTRUMENTS,
  ...US_INSTRUMENTS,
  ...ETF_INSTRUMENTS,
  ...INDICES,
  ...CRYPTO,
  ...FOREX,
]

export type { Instrument } from './instrument.ts'
