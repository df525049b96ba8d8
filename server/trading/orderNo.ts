import { randomBytes } from 'node:crypto'

/**
 * A reference a person can read out to customer service: a letter for what it is (T trade,
 * D deposit, W withdrawal, X exchange, S new-share subscription, L loan, F follow, Q quant
 * transfer, A quant money allocated to a strategy, B shares lent to the pool, R a check-in reward, C a signed agreement, P a savings plan's
 * run), the day, and 40 random bits.
 */
export function newOrderNo(
  prefix: 'T' | 'D' | 'W' | 'X' | 'S' | 'L' | 'F' | 'Q' | 'A' | 'B' | 'R' | 'C' | 'P',
  at: Date,
) {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '')
  return `${prefix}${day}${randomBytes(5).toString('hex').toUpperCase()}`
}
