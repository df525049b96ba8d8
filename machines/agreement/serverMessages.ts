import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of contracts and account types (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const AGREEMENT_MESSAGES = {
  'contract.realNameRequired': {
    text: 'Complete real-name verification before signing: the agreement carries your ID number.',
    spec: '§5 Other',
  },
  'contract.notCoreMember': {
    text: 'Only core members can sign the core-member agreement.',
    spec: '§6 Core members',
  },
  'contract.alreadySeat': {
    text: 'This account is already a seat account.',
    spec: '§6 Seat account',
  },
  'contract.institutionCodeMissing': {
    text: 'An institutional account needs its institution code. Contact customer service.',
    spec: '§6 Institution code',
  },
  'contract.idNumberRequired': { text: 'Enter your ID number.', spec: '§5 Other' },
  'contract.idNumberMismatch': {
    text: 'This is not the ID number your real-name verification passed with.',
    spec: '§5 Other',
  },
  'contract.phoneInvalid': {
    text: 'Enter a WhatsApp or phone number.',
    spec: '§5 Other',
  },
  'contract.signatureRequired': { text: 'Sign in the box.', spec: '§5 Other' },
} as const satisfies Record<string, ServerMessageEntry>
