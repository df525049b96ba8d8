import type { Database } from '../db/database.ts'
import { post } from '../money/ledger.ts'
import { moneyTransaction } from '../money/transaction.ts'

/** The currencies a demo account is given money in: those of the Spanish and US markets. */
const DEMO_CURRENCIES = ['EUR', 'USD'] as const

/**
 * A demo install (DEMO_BALANCE) gives each new account money to trade the simulated exchange
 * with, written as a deposit in the ledger like any other. Off unless the operator sets it;
 * reviewed deposits replace it in a real install.
 */
export async function grantDemoBalance(db: Database, userId: number, minor: bigint, at: Date) {
  // One transaction: an account gets both currencies or neither.
  await moneyTransaction(db, async (tx) => {
    for (const currency of DEMO_CURRENCIES) {
      await post(tx, { userId, currency, orderNo: null, at }, [
        { bucket: 'available', kind: 'deposit', amountMinor: minor },
      ])
    }
  })
}
