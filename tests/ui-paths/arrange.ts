import { sessionStatus } from '../../machines/calendar/sessions.ts'
import { isWithinWindow } from '../../machines/funds/window.ts'
import { DEFAULT_DEPOSIT_WINDOW } from '../../machines/rules.ts'
import type { Who, World } from './world.ts'

/**
 * The steps that make the server hold a fixture's facts (issue 22), each through the call a
 * person or an operator makes: nothing is written to the database behind the API's back.
 */

/** A 1×1 PNG: a proof or an ID photo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)
/** Every replay investor's fund password and login password. */
export const FUND_PASSWORD = '135790'
export const LOGIN_PASSWORD = 'correct horse'

/** A day, in ms of the server's clock. */
export const DAY_MS = 86_400_000

/** Whether the Spanish market trades at `t` (its session on the exchange's calendar). */
export const spainOpen = (t: number) => sessionStatus('spain', t) === 'open'

/** Throws, naming the step, when a call the arrangement makes is refused. */
export function expectOk(what: string, body: { status: number; code?: string }) {
  if (body.status !== 1) throw new Error(`${what} was refused: ${body.code}`)
}

export async function setFundPassword(world: World, who: Who) {
  expectOk(
    'setting the fund password',
    await world.api(
      'user/setFundPassword',
      { password: FUND_PASSWORD, password2: FUND_PASSWORD, loginPassword: LOGIN_PASSWORD },
      who,
    ),
  )
}

/** A bank card numbered after the account, so that no two investors bind the same card. */
export async function bindCard(world: World, who: Who) {
  const card = {
    holder: 'Ana García',
    first4: '4000',
    last12: who.account.slice(-12).padStart(12, '7'),
    bankName: 'Banco Ejemplo',
    branchName: 'Madrid Centro',
    bankCode: 'BEXAESMM',
  }
  expectOk('binding a card', await world.api('user/addBankCard', card, who))
}

/** Real name submitted, then left under review, passed or rejected by a reviewer. */
export async function realName(
  world: World,
  who: Who,
  outcome: 'underReview' | 'passed' | 'rejected',
) {
  const photo = { name: 'id.png', mimeType: 'image/png', buffer: PNG }
  expectOk(
    'submitting the real name',
    await world.upload(
      'user/realname',
      {
        name: 'Ana García',
        idNumber: `X${who.account.slice(-8)}Z`,
        dateOfBirth: '1990-05-17',
        front: photo,
        back: photo,
      },
      who,
    ),
  )
  if (outcome === 'underReview') return
  const queue = await world.admin<{ list: { id: number; account: string }[] }>('reviews/list', {
    kind: 'realname',
    state: 'underReview',
    size: 100,
  })
  const mine = queue.data.list.find((r) => r.account === who.account)
  if (!mine) throw new Error(`${who.account}'s real name is not in the queue`)
  expectOk(
    'deciding the real name',
    await world.admin('reviews/decide', {
      kind: 'realname',
      id: mine.id,
      decision: outcome === 'passed' ? 'approve' : 'reject',
      ...(outcome === 'rejected' ? { reason: 'The photo of the back is blurred.' } : {}),
    }),
  )
}

/** One market order on Santander: an open position (the Spanish market must be open). */
export async function openPosition(world: World, who: Who) {
  expectOk(
    'opening a position',
    await world.api(
      'trade/buy',
      { code: 'SAN', direction: 'long', priceType: 'market', lots: 100, leverage: 1 },
      who,
    ),
  )
}

/** The operator's restrictions on the account (spec §6). */
export async function restrict(world: World, who: Who, flags: Record<string, boolean>) {
  expectOk('restricting', await world.admin('users/restrict', { account: who.account, ...flags }))
}

/** The operator sets the credit score, with a reason (audited). */
export async function setCreditScore(world: World, who: Who, creditScore: number) {
  expectOk(
    'setting the credit score',
    await world.admin('users/credit', {
      account: who.account,
      creditScore,
      reason: 'A replayed path needs this score.',
    }),
  )
}

/** A proof of transfer, as the investor picks it. */
export const PROOF = { name: 'proof.png', mimeType: 'image/png', buffer: PNG }

/** The euro bank channel seeded with every install (public, 100 to 100,000). */
export async function publicEuroChannel(world: World, who: Who): Promise<number> {
  const channels = await world.api<{ id: number; currency: string; private: boolean }[]>(
    'funds/channels',
    { type: 'Spain' },
    who,
  )
  return channels.data.find((c) => c.currency === 'EUR' && !c.private)!.id
}

/** A private euro channel's password and key, as customer service gives them out. */
export const PRIVATE_CHANNEL = { password: 'Kanal-2026', secretKey: 'K7Q2' }

/** The private euro channel of this server, added by the operator on first need. */
export async function privateEuroChannel(world: World, who: Who): Promise<number> {
  const find = async () =>
    (
      await world.api<{ id: number; currency: string; private: boolean }[]>(
        'funds/channels',
        { type: 'Spain' },
        who,
      )
    ).data.find((c) => c.currency === 'EUR' && c.private)?.id
  const found = await find()
  if (found !== undefined) return found
  expectOk(
    'adding the private channel',
    await world.admin('channels/save', {
      kind: 'bank',
      currency: 'EUR',
      accountName: 'Tradeflow Private Clients',
      accountNumber: 'ES91 2100 0418 4502 0005 1332',
      bankName: 'Banco Privado',
      min: '100',
      max: '100000',
      access: 'private',
      ...PRIVATE_CHANNEL,
    }),
  )
  return (await find())!
}

/** A deposit of `amount` euros to the public channel, with its proof: pending review. */
export async function requestDeposit(world: World, who: Who, amount: string): Promise<string> {
  const placed = await world.upload<{ orderNo: string }>(
    'funds/recharge',
    { channelId: String(await publicEuroChannel(world, who)), amount, proof: PROOF },
    who,
  )
  expectOk('requesting a deposit', placed)
  return placed.data.orderNo
}

/**
 * `amount` euros deposited and approved by the reviewer (inside the deposit window, the clock
 * moved there): for a fixture holding more than the demo balance.
 */
export async function depositCredited(world: World, who: Who, amount: string) {
  await world.clockWhere((t) => isWithinWindow(DEFAULT_DEPOSIT_WINDOW, t))
  const orderNo = await requestDeposit(world, who, amount)
  const queue = await world.admin<{ list: { id: number; orderNo: string }[] }>('reviews/list', {
    kind: 'deposit',
    state: 'pendingReview',
    size: 100,
  })
  const id = queue.data.list.find((r) => r.orderNo === orderNo)?.id
  if (id === undefined) throw new Error(`deposit ${orderNo} is not in the queue`)
  expectOk(
    'approving the deposit',
    await world.admin('reviews/decide', { kind: 'deposit', id, decision: 'approve' }),
  )
}

/** The test's own price for an instrument (POST /api/test/price, the worker server's test clock; issue 25). */
export async function setTestPrice(world: World, code: string, price: number | null) {
  const answer = await world.request.post(`${world.baseURL}/api/test/price`, {
    data: { code, price },
  })
  expectOk('setting the price', await answer.json())
}
