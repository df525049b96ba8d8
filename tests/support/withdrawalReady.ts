import { eq } from 'drizzle-orm'
import { addBankCardCall, setFundPasswordCall } from '../../machines/account/calls.ts'
import { users } from '../../server/db/schema.ts'
import type { TestServer } from './testServer.ts'

let cards = 0

/**
 * Takes an investor past every withdrawal gate the way tests that are not about the gate need:
 * fund password 135790, a bank card of their own, real name passed. Returns the card's id.
 */
export async function makeWithdrawalReady(
  server: Pick<TestServer, 'send' | 'sendOk' | 'db'>,
  who: { token: string; account: string },
) {
  cards += 1
  await server.send(
    setFundPasswordCall,
    { password: '135790', password2: '135790', loginPassword: 'correct horse' },
    who,
  )
  const number = String(300_000_000_000 + process.pid * 1000 + cards).slice(-12)
  const card = {
    holder: 'Test',
    first4: '4000',
    last12: number,
    bankName: 'B',
    branchName: 'C',
    bankCode: 'D',
  }
  const { id } = await server.sendOk(addBankCardCall, card, who)
  await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
  return id
}
