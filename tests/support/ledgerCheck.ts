import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../server/db/database.ts'
import { balances, ledger, users } from '../../server/db/schema.ts'

/**
 * The ledger identity for one user and currency: available + frozen + margin + following (money in
 * copy-trade follows) + the quant account's three buckets + savings plans (decision 0073) equals
 * what came in
 * (deposits, profits, loans) less what went out (withdrawals, fees, stamp duty, forfeits,
 * repayments), each bucket equals the sum of its ledger rows, and the debt (a liability, never
 * a negative balance) equals loans plus interest less repayments. Returns the figures so a test
 * can print them when they differ.
 */
export async function ledgerFigures(db: Database, account: string, currency: string) {
  const [user] = await db.select().from(users).where(eq(users.account, account))
  if (!user) throw new Error(`no user ${account}`)
  const [balance] = await db
    .select()
    .from(balances)
    .where(sql`${balances.userId} = ${user.id} and ${balances.currency} = ${currency}`)
  const rows = await db
    .select({ bucket: ledger.bucket, kind: ledger.kind, amount: ledger.amountMinor })
    .from(ledger)
    .where(sql`${ledger.userId} = ${user.id} and ${ledger.currency} = ${currency}`)
  const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, r) => total + BigInt(r.amount), 0n)
  const external = [
    'deposit',
    'withdrawal',
    'profit',
    'fee',
    'stampDuty',
    'exchange',
    'forfeit',
    'loan',
    'repayment',
    'dividend',
    'withholding',
    'lendingFee',
    'reward',
  ]
  const debtKinds = ['loan', 'interest', 'repayment']
  return {
    available: balance?.availableMinor ?? 0n,
    frozen: balance?.frozenMinor ?? 0n,
    margin: balance?.marginMinor ?? 0n,
    debt: balance?.debtMinor ?? 0n,
    following: balance?.followingMinor ?? 0n,
    quant: balance?.quantMinor ?? 0n,
    quantTrading: balance?.quantTradingMinor ?? 0n,
    quantWithdrawing: balance?.quantWithdrawingMinor ?? 0n,
    plan: balance?.planMinor ?? 0n,
    ledgerAvailable: sum((r) => r.bucket === 'available'),
    ledgerFrozen: sum((r) => r.bucket === 'frozen'),
    ledgerMargin: sum((r) => r.bucket === 'margin'),
    ledgerDebt: sum((r) => r.bucket === 'debt'),
    ledgerFollowing: sum((r) => r.bucket === 'following'),
    ledgerQuant: sum((r) => r.bucket === 'quant'),
    ledgerQuantTrading: sum((r) => r.bucket === 'quantTrading'),
    ledgerQuantWithdrawing: sum((r) => r.bucket === 'quantWithdrawing'),
    ledgerPlan: sum((r) => r.bucket === 'plan'),
    inMinusOut: sum((r) => r.bucket !== 'debt' && external.includes(r.kind)),
    owed: sum((r) => r.bucket === 'debt' && debtKinds.includes(r.kind)),
  }
}

/** Throws unless the ledger identity holds to the cent and no bucket is negative. */
export async function expectLedgerBalanced(db: Database, account: string, currency: string) {
  const f = await ledgerFigures(db, account, currency)
  const quant = f.quant + f.quantTrading + f.quantWithdrawing
  const total = f.available + f.frozen + f.margin + f.following + quant + f.plan
  const ok =
    f.following === f.ledgerFollowing &&
    f.quant === f.ledgerQuant &&
    f.quantTrading === f.ledgerQuantTrading &&
    f.quantWithdrawing === f.ledgerQuantWithdrawing &&
    f.plan === f.ledgerPlan &&
    f.available === f.ledgerAvailable &&
    f.frozen === f.ledgerFrozen &&
    f.margin === f.ledgerMargin &&
    f.debt === f.ledgerDebt &&
    f.debt === f.owed &&
    total === f.inMinusOut &&
    f.available >= 0n &&
    f.frozen >= 0n &&
    f.margin >= 0n &&
    f.debt >= 0n &&
    f.plan >= 0n
  if (!ok)
    throw new Error(
      `ledger out of balance: ${JSON.stringify(f, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
  return f
}
