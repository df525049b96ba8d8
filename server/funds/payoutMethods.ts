import { and, asc, eq } from 'drizzle-orm'
import { bankCardInput, walletInput } from '../../machines/account/calls.ts'
import { cardLabel, maskCard, walletLabel } from '../../machines/account/payoutMethods.ts'
import type { WalletNetwork } from '../../machines/funds/forms.ts'
import type { SessionUser } from '../auth/sessions.ts'
import { requireSecondFactor } from '../auth/twoFactor.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { bankCards, wallets } from '../db/schema.ts'
import { moneyTransaction } from '../money/transaction.ts'
import { storeUpload } from './uploads.ts'

export interface CardForm {
  /** Issue 25: once two-factor sign-in is on, its code. */
  twoFactorCode?: string | undefined
  holder: string
  first4: string
  last12: string
  bankName: string
  branchName: string
  bankCode: string
}

/** spec §3 Bank card, §5 Bank cards. The unique number decides a race between two adds. */
export async function addBankCard(deps: Deps, user: SessionUser, form: CardForm) {
  const number = `${form.first4}${form.last12}`
  const [taken] = await deps.db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(eq(bankCards.number, number))
  enforce(bankCardInput(form, { cardExists: taken !== undefined }))
  // Issue 25: once two-factor sign-in is on, its code — after the form's own checks, so a card
  // refused for its number does not spend the code.
  await requireSecondFactor(deps, { kind: 'user', id: user.id }, form.twoFactorCode)
  const [card] = await deps.db
    .insert(bankCards)
    .values({
      userId: user.id,
      holder: form.holder.trim(),
      number,
      bankName: form.bankName.trim(),
      branchName: form.branchName.trim(),
      bankCode: form.bankCode.trim(),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: bankCards.number })
    .returning({ id: bankCards.id })
  if (!card) throw new ApiRefusal('funds.cardExists')
  return { id: card.id }
}

export async function listBankCards(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(bankCards)
    .where(eq(bankCards.userId, userId))
    .orderBy(asc(bankCards.id))
  return rows.map((c) => ({
    id: c.id,
    holder: c.holder,
    bankName: c.bankName,
    branchName: c.branchName,
    bankCode: c.bankCode,
    masked: maskCard(c.number),
  }))
}

/** spec §3 Wallet: network, address and an optional payment QR code. */
export async function addWallet(
  deps: Deps,
  user: SessionUser,
  form: {
    type: WalletNetwork
    address: string
    qr?: File | undefined
    twoFactorCode?: string | undefined
  },
) {
  const address = form.address.trim()
  const [taken] = await deps.db
    .select({ id: wallets.id })
    .from(wallets)
    .where(eq(wallets.address, address))
  enforce(walletInput(form, { walletExists: taken !== undefined }))
  await requireSecondFactor(deps, { kind: 'user', id: user.id }, form.twoFactorCode)
  return moneyTransaction(deps.db, async (tx) => {
    const at = deps.clock.now()
    const qrUploadId = form.qr
      ? await storeUpload(tx, deps.files, form.qr, { userId: user.id, purpose: 'qr', at })
      : null
    const [wallet] = await tx
      .insert(wallets)
      .values({ userId: user.id, network: form.type, address, qrUploadId, createdAt: at })
      .onConflictDoNothing({ target: wallets.address })
      .returning({ id: wallets.id })
    if (!wallet) throw new ApiRefusal('funds.walletExists')
    return { id: wallet.id }
  })
}

export async function listWallets(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.id))
  return rows.map((w) => ({ id: w.id, type: w.network, address: w.address, qr: w.qrUploadId }))
}

/** The user's own card or wallet by id, for a withdrawal; another user's is "not the holder's". */
export async function payoutMethod(
  deps: Deps,
  userId: number,
  kind: 'card' | 'wallet',
  id: number,
) {
  if (kind === 'card') {
    const [card] = await deps.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.id, id), eq(bankCards.userId, userId)))
    return card
      ? {
          id: card.id,
          label: cardLabel({ bankName: card.bankName, masked: maskCard(card.number) }),
          payee: {
            kind: 'card' as const,
            holder: card.holder,
            number: card.number,
            bankName: card.bankName,
            branchName: card.branchName,
            bankCode: card.bankCode,
          },
        }
      : null
  }
  const [wallet] = await deps.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), eq(wallets.userId, userId)))
  return wallet
    ? {
        id: wallet.id,
        label: walletLabel({ type: wallet.network, address: wallet.address }),
        payee: { kind: 'wallet' as const, network: wallet.network, address: wallet.address },
      }
    : null
}
