import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import { decimalToMinor } from '../money.ts'

/** What decides whether quant money is allocated to a strategy (quant/allocate). */
export interface AllocationFacts {
  noTrade: boolean
  /** The strategy exists and the back office has it on the shelf. */
  onShelf: boolean
  /** The user already has money running or stopping in this strategy. */
  running: boolean
  /** The amount to allocate, as typed (a decimal string once read). */
  amount: string
  /** The strategy's minimum allocation. */
  minAmount: string
  /** The quant account's available funds in the strategy's currency. */
  available: string
}

const amountOk = (f: AllocationFacts) => {
  const minor = decimalToMinor(f.amount.trim())
  return minor !== null && minor > 0n
}

// spec §6 Account restrictions: an account barred from trading cannot run a strategy either
export const allocatorBarred = (f: AllocationFacts) => f.noTrade
// spec §8 Other: product not found or off shelf
export const strategyOffShelf = (f: AllocationFacts) => !f.onShelf
// not in the spec (issue 20): one allocation per strategy at a time, its orders and figures one account's
export const strategyAlreadyRunning = (f: AllocationFacts) => f.running
// spec §5 Trading: an amount is a positive number of at most two decimals
export const allocationAmountInvalid = (f: AllocationFacts) => !amountOk(f)
// spec §5 Other: a minimum amount per product
export const belowMinimumAllocation = (f: AllocationFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.minAmount) < 0
// spec §2 Quantitative trading: a strategy trades the quant account's money, not the balance
export const allocationUnfunded = (f: AllocationFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.available) > 0

/**
 * Allocating quant money to an AI quant strategy: the checks that read nothing typed show before
 * the form; then the amount, the strategy's minimum and the quant account's available funds.
 */
export const allocationGate = defineGate<AllocationFacts>(
  'allocationGate',
  'Decides whether quant money is allocated to a strategy: trading allowed, the strategy on the shelf and not already running for this user, an amount of at least its minimum within the quant account’s available funds (issue 20; spec §5, §8).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'allocatorBarred', test: allocatorBarred },
      description: 'The operator barred this account from trading.',
      beforeForm: true,
    },
    {
      state: 'offShelf',
      code: 'quant.strategyMissing',
      blocks: { name: 'strategyOffShelf', test: strategyOffShelf },
      description: 'The strategy does not exist or is off the shelf.',
      beforeForm: true,
    },
    {
      state: 'running',
      code: 'quant.alreadyRunning',
      blocks: { name: 'strategyAlreadyRunning', test: strategyAlreadyRunning },
      description: 'This user’s money already runs in this strategy.',
      beforeForm: true,
    },
    {
      state: 'amountInvalid',
      code: 'funds.amountRequired',
      blocks: { name: 'allocationAmountInvalid', test: allocationAmountInvalid },
      description: 'The amount is not a positive amount of money.',
    },
    {
      state: 'belowMinimum',
      code: 'quant.belowMinimum',
      blocks: { name: 'belowMinimumAllocation', test: belowMinimumAllocation },
      description: 'The amount is below the strategy’s minimum.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'allocationUnfunded', test: allocationUnfunded },
      description: 'Not enough available in the quant account.',
    },
  ],
)
