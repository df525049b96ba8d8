/**
 * How a bank card or a wallet is named wherever the user picks or reads one: the withdrawal form's
 * list, the withdrawal's stored method and the back office's queue show the same words.
 */

/** "**** **** **** 3456": enough for the owner to recognise the card, useless to anyone else. */
export function maskCard(number: string): string {
  return `**** **** **** ${number.slice(-4)}`
}

/** A card as its bank and masked number. */
export function cardLabel(card: { bankName: string; masked: string }): string {
  return `${card.bankName} ${card.masked}`
}

/** A wallet as its network and address. */
export function walletLabel(wallet: { type: string; address: string }): string {
  return `${wallet.type} ${wallet.address}`
}
