import { compareDecimal } from '../decimal.ts'
import { defineGate } from '../gate.ts'
import { decimalToMinor } from '../money.ts'

/** What decides whether a follow (copy trade) is taken (follow/buy). */
export interface FollowFacts {
  noTrade: boolean
  /** The product exists and the back office has it on the shelf. */
  onShelf: boolean
  now: number
  /** The copy deadline (ms since epoch): follows are taken before it. */
  deadlineAt: number
  /** The amount to follow with, as typed (a decimal string once read). */
  amount: string
  /** The product's minimum follow amount. */
  minAmount: string
  /** What the fund can still take before it reaches its size (fund size less what follows hold). */
  roomLeft: string
  available: string
}

const amountOk = (f: FollowFacts) => {
  // decimalToMinor reads the text trimmed: an amount typed with spaces around it is read
  const minor = decimalToMinor(f.amount)
  return minor !== null && minor > 0n
}

// spec §6 Account restrictions: an account barred from trading cannot follow a fund either
export const followerBarred = (f: FollowFacts) => f.noTrade
// spec §8 Other: product not found or off shelf
export const productOffShelf = (f: FollowFacts) => !f.onShelf
// spec §5 New shares, block trades and copy trading: the copy deadline must not have passed
export const copyDeadlinePassed = (f: FollowFacts) => f.now >= f.deadlineAt
// spec §5 Trading: an amount is a positive number of at most two decimals
export const followAmountInvalid = (f: FollowFacts) => !amountOk(f)
// spec §5 New shares, block trades and copy trading: minimum follow amount per product
export const belowMinimumFollow = (f: FollowFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.minAmount) < 0
// spec §3 Copy-trade product: the fund size bounds what all follows together hold
export const fundSizeReached = (f: FollowFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.roomLeft) > 0
// spec §8 Funds: the amount moves from the available balance
export const followUnfunded = (f: FollowFacts) =>
  amountOk(f) && compareDecimal(f.amount.trim(), f.available) > 0

/**
 * Following a copy-trade fund: the checks up to the deadline read nothing the user types and show
 * before the form (beforeForm); then the amount, the minimum, the fund's room and the balance.
 */
export const followGate = defineGate<FollowFacts>(
  'followGate',
  'Decides whether a follow is taken: trading allowed, the product on the shelf and before its copy deadline, an amount of at least the product minimum, within the fund size and the available balance (spec §5, §8).',
  [
    {
      state: 'barred',
      code: 'trade.noTrade',
      blocks: { name: 'followerBarred', test: followerBarred },
      description: 'The operator barred this account from trading.',
      beforeForm: true,
    },
    {
      state: 'offShelf',
      code: 'follow.notFound',
      blocks: { name: 'productOffShelf', test: productOffShelf },
      description: 'The product does not exist or is off the shelf.',
      beforeForm: true,
    },
    {
      state: 'deadlinePassed',
      code: 'follow.deadlinePassed',
      blocks: { name: 'copyDeadlinePassed', test: copyDeadlinePassed },
      description: 'The copy deadline has passed.',
      beforeForm: true,
    },
    {
      state: 'amountInvalid',
      code: 'funds.amountRequired',
      blocks: { name: 'followAmountInvalid', test: followAmountInvalid },
      description: 'The amount is not a positive amount of money.',
    },
    {
      state: 'belowMinimum',
      code: 'follow.belowMinimum',
      blocks: { name: 'belowMinimumFollow', test: belowMinimumFollow },
      description: 'The amount is below the product minimum.',
    },
    {
      state: 'fundFull',
      code: 'follow.fundFull',
      blocks: { name: 'fundSizeReached', test: fundSizeReached },
      description: 'The fund cannot take this much more before it reaches its size.',
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'followUnfunded', test: followUnfunded },
      description: 'Not enough available balance.',
    },
  ],
)
