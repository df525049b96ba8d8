import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import { lendingLotsOf } from './lendable.ts'

/** What decides whether shares of a position are offered to the lending pool (lending/apply). */
export interface LendingFacts {
  noTrade: boolean
  /** The position is open, long, unleveraged and not lent already. */
  lendable: boolean
  /** The share's lending channel is open (trading rules: lendingOpen). */
  channelOpen: boolean
  /** The lots offered, as typed. */
  lots: string
  /** The lots the position holds. */
  heldLots: number
  /** What the lots offered are worth at the last price (a decimal string). */
  amount: string
  minAmount: string
  /** What the pool can still take of this share, in lots. */
  quotaLeft: number
}

const lotsOf = (f: LendingFacts) => lendingLotsOf(f.lots)
const lotsOk = (f: LendingFacts) => lotsOf(f) >= 1 && lotsOf(f) <= f.heldLots

// spec §6 Account restrictions: an account barred from trading cannot lend its shares either
export const lenderBarred = (f: LendingFacts) => f.noTrade
// spec §2 Stock lending: only shares held in an open long position, unleveraged, can be lent
export const positionNotLendable = (f: LendingFacts) => !f.lendable
// spec §8 Other: stock-lending channel closed
export const lendingChannelClosed = (f: LendingFacts) => !f.channelOpen
// spec §5 Trading: a quantity is a whole number of at least 1 (and no more than is held)
export const lendingLotsInvalid = (f: LendingFacts) => !lotsOk(f)
// spec §5 Other: minimum stock-lending amount
export const belowMinimumLending = (f: LendingFacts) =>
  lotsOk(f) && compareDecimal(f.amount, f.minAmount) < 0
// spec §8 Other: stock-lending quota full
export const lendingQuotaFull = (f: LendingFacts) => lotsOk(f) && lotsOf(f) > f.quotaLeft

/** Offering shares to the lending pool (spec §2, §5, §8): the checks in the order a user meets them. */
export const lendingGate = defineGate<LendingFacts>(
  'lendingGate',
  'Decides whether shares are offered to the lending pool: trading allowed, an open long position not lent yet, the channel open, a whole number of its lots worth at least the minimum, within the quota (spec §2, §5, §8).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'lenderBarred', test: lenderBarred },
      description: 'The operator barred this account from trading.',
      beforeForm: true,
    },
    {
      state: 'notLendable',
      code: 'lending.notLendable',
      blocks: { name: 'positionNotLendable', test: positionNotLendable },
      description: 'Not an open long position of unleveraged shares, or already lent.',
      beforeForm: true,
    },
    {
      state: 'channelClosed',
      code: 'lending.closed',
      blocks: { name: 'lendingChannelClosed', test: lendingChannelClosed },
      description: "The share's lending channel is closed.",
      beforeForm: true,
    },
    {
      state: 'lotsInvalid',
      code: 'lending.lotsInvalid',
      blocks: { name: 'lendingLotsInvalid', test: lendingLotsInvalid },
      description: 'Not a whole number of lots between 1 and those held.',
    },
    {
      state: 'belowMinimum',
      code: 'lending.belowMinimum',
      blocks: { name: 'belowMinimumLending', test: belowMinimumLending },
      description: 'The lots offered are worth less than the minimum.',
    },
    {
      state: 'quotaFull',
      code: 'lending.quotaFull',
      blocks: { name: 'lendingQuotaFull', test: lendingQuotaFull },
      description: 'The pool cannot take that many lots of this share.',
    },
  ],
)
