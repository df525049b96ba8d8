import { fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import { minorToDecimal } from '../money.ts'
import { mostLotsThat } from '../order/lotSearch.ts'
import { productMinor } from '../order/pricing.ts'
import { PLAN_QUANTITY_DECIMALS } from './planRules.ts'

/**
 * A plan's money by amount (issue 52, decision 0073), in integer cents and millionths of a share:
 * how a run splits its money by the weights, what a slice's amount buys after its fee and stamp
 * duty, and what a sale brings. Fees are the order core's (productMinor, rounded half up to the
 * cent, as an order's are), so a plan's fill costs what an order of that amount would.
 */

const MICRO = 10n ** BigInt(PLAN_QUANTITY_DECIMALS)

/** A quantity in millionths as a decimal string with six places ("1.250000"). */
export const quantityText = (micro: bigint) => fromScaled(micro, PLAN_QUANTITY_DECIMALS)

/** A quantity typed or stored as a decimal string, in millionths (extra digits cut off). */
export const quantityMicro = (text: string) => toScaled(text, PLAN_QUANTITY_DECIMALS)

/**
 * `totalMinor` split by weights in tenths of a percent (summing to 1000): each its floor, and the
 * cents left over one each to the largest remainders (the first of equal ones first), so the parts
 * always add up to the total.
 */
export function splitByWeights(totalMinor: bigint, weightTenths: readonly number[]): bigint[] {
  const sum = BigInt(weightTenths.reduce((a, b) => a + b, 0))
  if (sum === 0n) return weightTenths.map(() => 0n)
  const exact = weightTenths.map((w) => totalMinor * BigInt(w))
  const parts = exact.map((e) => e / sum)
  const rests = exact.map((e) => e % sum)
  // The cents the floors left, one each to the largest remainder, the first of equal ones first.
  for (let left = totalMinor - parts.reduce((a, b) => a + b, 0n); left > 0n; left--) {
    let best = 0
    for (let i = 1; i < rests.length; i++) if (rests[i]! > rests[best]!) best = i
    parts[best]! += 1n
    rests[best] = -1n
  }
  return parts
}

/** The fee and stamp duty on a purchase of `amountMinor`, as an order's (pricing.ts). */
export function buyCharges(amountMinor: bigint, rates: { buyFee: string; stampDuty: string }) {
  const amount = minorToDecimal(amountMinor)
  return {
    feeMinor: productMinor(amount, rates.buyFee),
    stampDutyMinor: productMinor(amount, rates.stampDuty),
  }
}

const fits = (amount: bigint, rates: { buyFee: string; stampDuty: string }, limit: bigint) => {
  const { feeMinor, stampDutyMinor } = buyCharges(amount, rates)
  return amount + feeMinor + stampDutyMinor <= limit
}

export interface BuyFill {
  quantityMicro: bigint
  /** Price × quantity, in cents (what the holding cost before charges). */
  amountMinor: bigint
  feeMinor: bigint
  stampDutyMinor: bigint
  /** What was not spent of the money given: stays as the plan's cash. */
  leftMinor: bigint
}

/**
 * What `budgetMinor` buys of a share at `price`, its fee and stamp duty included: the most whole
 * millionths whose amount and charges fit in the budget. Nothing when the price is 0.
 */
export function buyByAmount(
  budgetMinor: bigint,
  price: string,
  rates: { buyFee: string; stampDuty: string },
): BuyFill {
  const p = fractionDigits(price)
  const priceUnits = toScaled(price, p)
  if (priceUnits === 0n)
    return {
      quantityMicro: 0n,
      amountMinor: 0n,
      feeMinor: 0n,
      stampDutyMinor: 0n,
      leftMinor: budgetMinor,
    }
  // The most cents whose charges fit, found exactly (no estimate from binary floats).
  const spend = BigInt(mostLotsThat((cents) => fits(BigInt(cents), rates, budgetMinor)))
  // Millionths that amount buys: spend cents ÷ price, cut down (never more than was paid for).
  const quantity = (spend * MICRO * 10n ** BigInt(p)) / (priceUnits * 100n)
  const amountMinor = productMinor(price, quantityText(quantity))
  const { feeMinor, stampDutyMinor } = buyCharges(amountMinor, rates)
  return {
    quantityMicro: quantity,
    amountMinor,
    feeMinor,
    stampDutyMinor,
    leftMinor: budgetMinor - amountMinor - feeMinor - stampDutyMinor,
  }
}

export interface SellFill {
  quantityMicro: bigint
  /** Price × quantity, in cents. */
  proceedsMinor: bigint
  feeMinor: bigint
  /** The part of the holding's cost the units sold carried (a whole sale: all of it). */
  costMinor: bigint
}

/**
 * Selling `quantity` of a holding of `heldMicro` that cost `costMinor`: the proceeds at `price`, the
 * sell fee on them, and the cost the units sold take with them (in proportion, rounded half up).
 */
export function sellFill(
  quantity: bigint,
  held: { quantityMicro: bigint; costMinor: bigint },
  price: string,
  sellFee: string,
): SellFill {
  const proceedsMinor = productMinor(price, quantityText(quantity))
  const feeMinor = productMinor(minorToDecimal(proceedsMinor), sellFee)
  // In proportion, half up: a whole sale takes exactly the whole cost.
  const costMinor =
    (held.costMinor * quantity * 2n + held.quantityMicro) / (2n * held.quantityMicro)
  return { quantityMicro: quantity, proceedsMinor, feeMinor, costMinor }
}

/** A holding's value at `price`, in cents (half up). */
export const valueMinor = (quantity: bigint, price: string) =>
  productMinor(price, quantityText(quantity))
