import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import { decimalToMinor } from '../money.ts'

/** Which way money moves: into the quant account from the balance, or out of it back. */
export type QuantDirection = 'in' | 'out'

/** What decides whether a transfer between the balance and the quant account is made. */
export interface QuantTransferFacts {
  noTrade: boolean
  direction: QuantDirection
  /** The amount as typed (a decimal string once read). */
  amount: string
  /** What the source holds: the balance's available money (in), the quant account's (out). */
  available: string
}

const minorOf = (text: string) => decimalToMinor(text.trim())
const amountOk = (f: QuantTransferFacts) => {
  const minor = minorOf(f.amount)
  return minor !== null && minor > 0n
}

// spec §6 Account restrictions: an account barred from trading cannot use quantitative trading
export const quantBarred = (f: QuantTransferFacts) => f.noTrade
// spec §5 Trading: an amount is a positive number of at most two decimals
export const quantAmountInvalid = (f: QuantTransferFacts) => !amountOk(f)
// spec §8 Funds: a transfer moves only what its source has available
export const quantTransferUnfunded = (f: QuantTransferFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.available) > 0

/**
 * A transfer between the balance and the quant account (spec §2 Quantitative trading: deposit
 * funds and withdraw funds between balance and the quant account): trading allowed, an amount,
 * and no more than the source has available.
 */
export const quantTransferGate = defineGate<QuantTransferFacts>(
  'quantTransferGate',
  'Decides whether money moves between the balance and the quant account: trading allowed, a positive amount, within what the source has available (spec §2, §6, §8).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'quantBarred', test: quantBarred },
      description: 'The operator barred this account from trading.',
      beforeForm: true,
    },
    {
      state: 'amountInvalid',
      code: 'funds.amountRequired',
      blocks: { name: 'quantAmountInvalid', test: quantAmountInvalid },
      description: 'The amount is not a positive amount of money.',
    },
    {
      state: 'unfunded',
      code: 'funds.insufficient',
      blocks: { name: 'quantTransferUnfunded', test: quantTransferUnfunded },
      description: 'More than the source has available.',
    },
  ],
)
