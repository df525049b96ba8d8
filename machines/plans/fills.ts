import { fractionDigits, fromScaled, toScaled } from '../decimal.ts'
import { minorToDecimal } from '../money.ts'
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
  let left = totalMinor - parts.reduce((a, b) => a + b, 0n)
  const order = exact
    .map((e, i) => ({ i, rest: e % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))
  for (const { i } of order) {
    if (left === 0n) break
    parts[i]! += 1n
    left -= 1n
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

/** A share's price as a big integer and its scale ("12.345" → 12345, 3). */
function priceUnits(price: string) {
  const scale = fractionDigits(price)
  return { units: toScaled(price, scale), scale }
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
 * millionths whose amount and charges fit in the budget. Nothing when the price is not above 0.
 */
export function buyByAmount(
  budgetMinor: bigint,
  price: string,
  rates: { buyFee: string; stampDuty: string },
): BuyFill {
  const none = { quantityMicro: 0n, amountMinor: 0n, feeMinor: 0n, stampDutyMinor: 0n }
  const p = priceUnits(price)
  if (budgetMinor <= 0n || p.units === 0n) return { ...none, leftMinor: budgetMinor }
  // The largest amount whose charges fit: from an exact estimate, stepped to the cent.
  const rate = priceUnits(rates.buyFee)
  const duty = priceUnits(rates.stampDuty)
  const scale = Math.max(rate.scale, duty.scale)
  const one = 10n ** BigInt(scale)
  const charges =
    rate.units * 10n ** BigInt(scale - rate.scale) + duty.units * 10n ** BigInt(scale - duty.scale)
  let spend = (budgetMinor * one) / (one + charges)
  while (fits(spend + 1n, rates, budgetMinor)) spend += 1n
  while (spend > 0n && !fits(spend, rates, budgetMinor)) spend -= 1n
  // Millionths that amount buys: spend cents ÷ price, cut down (never more than was paid for).
  const quantity = (spend * MICRO * 10n ** BigInt(p.scale)) / (p.units * 100n)
  if (quantity === 0n) return { ...none, leftMinor: budgetMinor }
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
  const costMinor =
    quantity >= held.quantityMicro
      ? held.costMinor
      : (held.costMinor * quantity * 2n + held.quantityMicro) / (2n * held.quantityMicro)
  return { quantityMicro: quantity, proceedsMinor, feeMinor, costMinor }
}

/** A holding's value at `price`, in cents (half up). */
export const valueMinor = (quantity: bigint, price: string) =>
  productMinor(price, quantityText(quantity))
