import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The user agreement and the privacy policy (spec §1, §2 Account menu), honest for this product:
 * a simulated exchange (README "Prices are simulated"), what the server keeps and for how long
 * (spec §9 Data retention), the minimum age (spec §9 Age). `{title}` is the site's title.
 */
export interface LegalSection {
  heading: MessageDescriptor
  paragraphs: MessageDescriptor[]
}

export const LEGAL_DOCUMENTS = ['agreement', 'privacy', 'about'] as const
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number]

export const LEGAL_TITLES: Record<LegalDocument, MessageDescriptor> = {
  agreement: msg`User agreement`,
  privacy: msg`Privacy policy`,
  about: msg`About us`,
}

const AGREEMENT: LegalSection[] = [
  {
    heading: msg({
      message: 'What {title} is',
    }),
    paragraphs: [
      msg({
        message:
          '{title} is a trading app on a simulated exchange. Every price, chart, volume and market event comes from a model, not from real trades: the instruments are real, their prices are not. Nothing in the app is investment advice.',
      }),
    ],
  },
  {
    heading: msg`Your account`,
    paragraphs: [
      msg`You must be at least 18 years old to open an account. Your account is your phone number. Keep your login password and your payment password to yourself: what is done with them counts as done by you.`,
    ],
  },
  {
    heading: msg`Money and orders`,
    paragraphs: [
      msg`Deposits and withdrawals take effect only after the operator has reviewed them. Orders are filled at simulated prices, under the trading rules shown before each order: fees, minimum amount, leverage and lock period. Every movement of money is written to your account's records.`,
    ],
  },
  {
    heading: msg`Restrictions`,
    paragraphs: [
      msg`The operator may freeze your account, bar it from logging in, trading or withdrawing, or disable it, when a rule is broken or a review requires it. You are told so when you log in, and customer service tells you why.`,
    ],
  },
  {
    heading: msg`A forgotten password`,
    paragraphs: [
      msg({
        message:
          'Customer service can verify you by your real-name details and give you a one-time reset code. Nobody from {title} will ever ask you for your password.',
      }),
    ],
  },
  {
    heading: msg`Changes and questions`,
    paragraphs: [
      msg`When this agreement changes, the new text is shown here. For any question, contact customer service.`,
    ],
  },
]

const PRIVACY: LegalSection[] = [
  {
    heading: msg`What is stored`,
    paragraphs: [
      msg`Your phone number, which is your account; your login and payment passwords, only as one-way hashes that nobody can read back; the invitation code you registered with; and your sessions.`,
      msg`The bank cards and wallet addresses you add, your deposits, withdrawals, orders, positions, subscriptions and loans, with every entry of your account's records.`,
    ],
  },
  {
    heading: msg`Real-name verification and uploads`,
    paragraphs: [
      msg`For real-name verification: your name, your ID number and photos of both sides of your ID document. The photos and any other file you upload (transfer proofs, wallet QR codes) are shown only to you and to the operator's reviewers.`,
    ],
  },
  {
    heading: msg`How long it is kept`,
    paragraphs: [
      msg`Records of financial transactions are kept for 5 years and investment records for 10 years, also after an account is closed. Other data is kept while your account exists.`,
    ],
  },
  {
    heading: msg`Who sees it`,
    paragraphs: [
      msg`You, and the operator's staff as far as their reviews need it; every action they take is written to an audit log that cannot be changed. Your data is not sold or shown to advertisers.`,
    ],
  },
  {
    heading: msg`On your device`,
    paragraphs: [
      msg`The app keeps your session, your account number, your language and the market you chose in your browser's storage. It uses no tracking or advertising cookies.`,
    ],
  },
  {
    heading: msg`Age`,
    paragraphs: [
      msg({
        message:
          '{title} is for adults of 18 or older. It is not meant for children, and no account may be opened for anyone younger.',
      }),
    ],
  },
  {
    heading: msg`Your rights`,
    paragraphs: [
      msg`Ask customer service to see, correct or delete your data. Records that must be kept are kept for the periods above, then deleted.`,
    ],
  },
]

/** /information/aboutUs (spec §2): what the product is and how it decides, plainly. */
const ABOUT: LegalSection[] = [
  {
    heading: msg({ message: 'What {title} is' }),
    paragraphs: [
      msg({
        message:
          '{title} is an open trading app: Spanish and US shares, crypto and forex, new-share subscriptions, follow funds, AI quant strategies, stock lending and credit, on a simulated exchange whose prices come from a model.',
      }),
    ],
  },
  {
    heading: msg`Rules you can read`,
    paragraphs: [
      msg`Every step you take — an order, a deposit, a withdrawal, a subscription — follows a written flow whose rules are the same on your phone and on our server. Before you confirm, the app says what blocks you and why, with the fees and the figures of the step.`,
    ],
  },
  {
    heading: msg`Your money`,
    paragraphs: [
      msg`Every change of your balance is an entry in your records, written together with the event that caused it. Deposits and withdrawals are reviewed by people, and every decision they take is logged.`,
    ],
  },
]

export const LEGAL_SECTIONS: Record<LegalDocument, LegalSection[]> = {
  agreement: AGREEMENT,
  privacy: PRIVACY,
  about: ABOUT,
}

/** The document a link asks for (`?doc=`), the agreement when it names none or an unknown one. */
export function legalDocumentOf(doc: string | null): LegalDocument {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(doc ?? '')
    ? (doc as LegalDocument)
    : 'agreement'
}
