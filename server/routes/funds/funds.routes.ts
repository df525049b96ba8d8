import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { minorToDecimal } from '../../../machines/money.ts'
import { EXCHANGE_CURRENCIES, MARKET_CURRENCY, MARKETS } from '../../../machines/rules.ts'
import { ledger } from '../../db/schema.ts'
import {
  depositTerms,
  listChannels,
  requestDeposit,
  userDeposits,
} from '../../funds/depositService.ts'
import { exchangeCurrency, exchangeRates } from '../../funds/exchangeService.ts'
import {
  requestWithdrawal,
  userWithdrawals,
  withdrawalGateView,
} from '../../funds/withdrawalService.ts'
import { pageFields, pageOf } from '../../http/paging.ts'
import { type Deps, defineRoute } from '../../http/route.ts'
import { rowId } from '../../http/rowId.ts'
import { imageField } from '../../http/uploadField.ts'

const requestId = z.string().min(1).max(64).optional()
/** Amounts stay strings so that nothing turns them into floats; the rules read them. */
const amount = z.string().max(24)

export const channelsRoute = defineRoute({
  path: 'funds/channels',
  summary: 'Where to send a deposit, per market (spec §2 capital channel)',
  body: z.object({ type: z.enum(MARKETS).optional() }),
  auth: true,
  handle: ({ body, deps }) =>
    listChannels(deps, body.type ? MARKET_CURRENCY[body.type] : undefined),
})

export const rechargeRoute = defineRoute({
  path: 'funds/recharge',
  summary: 'Request a deposit with its proof; pending review (spec §5 Deposit)',
  body: z.object({
    channelId: z.coerce.number().pipe(rowId),
    amount,
    proof: imageField,
    requestId,
  }),
  auth: true,
  upload: true,
  handle: ({ body, deps, caller }) => requestDeposit(deps, caller.user, body),
})

export const depositTermsRoute = defineRoute({
  path: 'funds/depositTerms',
  summary: 'Deposit hours and whether a deposit is already pending (spec §5 Deposit, §8)',
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => depositTerms(deps, caller.user.id),
})

export const withdrawGateRoute = defineRoute({
  path: 'funds/withdrawGate',
  summary: 'What blocks a withdrawal first, with the form bounds (spec §5 Withdrawal)',
  body: z.object({ type: z.enum(MARKETS).default('Spain') }),
  auth: true,
  handle: ({ body, deps, caller }) => withdrawalGateView(deps, caller.user.id, body.type),
})

export const withdrawRoute = defineRoute({
  path: 'funds/withdraw',
  summary: 'Request a withdrawal; the amount is frozen pending review (spec §5 Withdrawal)',
  body: z.object({
    type: z.enum(MARKETS).default('Spain'),
    amount,
    fundPassword: z.string().max(32),
    methodId: rowId.optional(),
    requestId,
  }),
  auth: true,
  handle: ({ body, deps, caller }) => requestWithdrawal(deps, caller.user, body),
})

async function ledgerPage(deps: Deps, userId: number, page: number, size: number) {
  const where = eq(ledger.userId, userId)
  const rows = await deps.db
    .select()
    .from(ledger)
    .where(where)
    .orderBy(desc(ledger.id))
    .limit(size)
    .offset((page - 1) * size)
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      bucket: r.bucket,
      currency: r.currency,
      amount: minorToDecimal(r.amountMinor),
      orderNo: r.orderNo,
      createdAt: r.createdAt.toISOString(),
    })),
    total: await deps.db.$count(ledger, where),
  }
}

export const recordsRoute = defineRoute({
  path: 'funds/records',
  summary: 'Transaction records: ledger rows, deposits or withdrawals (spec §2)',
  body: z.object({ kind: z.enum(['trade', 'recharge', 'withdraw']), ...pageFields }),
  auth: true,
  async handle({ body, deps, caller }) {
    const read = { trade: ledgerPage, recharge: userDeposits, withdraw: userWithdrawals }[body.kind]
    const { rows, total } = await read(deps, caller.user.id, body.page, body.size)
    return pageOf<unknown>(rows, total, body.page, body.size)
  },
})

export const ratesRoute = defineRoute({
  path: 'funds/rates',
  summary: 'Exchange rates in US dollars per unit (spec §3 Exchange, §9 currencies)',
  body: z.object({}),
  auth: true,
  handle: ({ deps }) => exchangeRates(deps),
})

export const exchangeRoute = defineRoute({
  path: 'funds/exchange',
  summary: 'Exchange between two currencies at the configured rates (spec §5 Exchange)',
  body: z.object({
    from: z.enum(EXCHANGE_CURRENCIES),
    to: z.enum(EXCHANGE_CURRENCIES),
    amount,
    requestId,
  }),
  auth: true,
  handle: ({ body, deps, caller }) => exchangeCurrency(deps, caller.user, body),
})

export const fundsRoutes = [
  channelsRoute,
  rechargeRoute,
  depositTermsRoute,
  withdrawGateRoute,
  withdrawRoute,
  recordsRoute,
  ratesRoute,
  exchangeRoute,
]
