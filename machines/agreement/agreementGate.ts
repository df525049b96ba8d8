import { defineGate } from '../gate.ts'
import { PHONE_NUMBER } from '../rules.ts'
import { ACCOUNT_TYPES, type AccountType } from './accountTypes.ts'

/** The two agreements of spec §2 (contract1, contract2). */
export const AGREEMENT_KINDS = ['investment', 'coreMember'] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]

/** What decides whether an agreement is signed (agreement/sign). */
export interface AgreementFacts {
  kind: AgreementKind
  /** The real-name verification has passed: the ID number is checked against it. */
  realNamePassed: boolean
  /** The ID number typed is the verified one (the server's to say). */
  idNumberMatches: boolean
  idNumber: string
  /** A WhatsApp or phone number, as typed. */
  phone: string
  /** A drawn signature was sent. */
  signed: boolean
  coreMember: boolean
  /** The account type the investment agreement applies for, and the one held now. */
  accountType: AccountType
  currentType: AccountType
  /** The operator has set the institution's code for this account. */
  institutionCode: boolean
}

const phoneOf = (text: string) => text.replaceAll(/[\s().-]/g, '')

// spec §5 Other: contract signing needs the ID number — the one real-name verification passed
export const signerNotVerified = (f: AgreementFacts) => !f.realNamePassed
// spec §6: only core members can sign the core-member agreement
export const notCoreMember = (f: AgreementFacts) => f.kind === 'coreMember' && !f.coreMember
// spec §6: applying for a seat account when already a seat account is refused
export const alreadySeatAccount = (f: AgreementFacts) =>
  f.kind === 'investment' && f.accountType === 'dma' && f.currentType === 'dma'
// spec §6: an institutional account has an institution code
export const institutionCodeMissing = (
  f: Pick<AgreementFacts, 'kind' | 'accountType' | 'institutionCode'>,
) => f.kind === 'investment' && f.accountType === 'institutional' && !f.institutionCode
// spec §5 Other: contract signing needs the ID number
export const idNumberMissing = (f: AgreementFacts) => f.idNumber.trim() === ''
// spec §5 Other: contract signing needs the ID number (the verified one)
export const idNumberMismatch = (f: AgreementFacts) =>
  f.idNumber.trim() !== '' && !f.idNumberMatches
// spec §5 Other: contract signing needs a WhatsApp or phone number
export const contactPhoneInvalid = (f: AgreementFacts) => !PHONE_NUMBER.test(phoneOf(f.phone))
// spec §5 Other: contract signing needs a signature
export const signatureMissing = (f: AgreementFacts) => !f.signed

/** The account types the investment agreement offers this account: each the gate would take. */
export const accountTypesOffered = (f: Pick<AgreementFacts, 'institutionCode'>): AccountType[] =>
  ACCOUNT_TYPES.filter(
    (accountType) =>
      !institutionCodeMissing({
        kind: 'investment',
        accountType,
        institutionCode: f.institutionCode,
      }),
  )

/**
 * Signing the investment or the core-member agreement (spec §2, §5 Other, §6): who may sign
 * shows before the form; then the ID number, the phone and the drawn signature.
 */
export const agreementGate = defineGate<AgreementFacts>(
  'agreementGate',
  'Decides whether an agreement is signed: real name verified, the core-member agreement for core members only, no second seat account, an institution code for an institutional account; then the verified ID number, a WhatsApp or phone number and a drawn signature (spec §5 Other, §6).',
  [
    {
      state: 'notVerified',
      code: 'contract.realNameRequired',
      blocks: { name: 'signerNotVerified', test: signerNotVerified },
      description: 'Real-name verification has not passed.',
      beforeForm: true,
    },
    {
      state: 'notCoreMember',
      code: 'contract.notCoreMember',
      blocks: { name: 'notCoreMember', test: notCoreMember },
      description: 'The core-member agreement, and the account is not a core member.',
      beforeForm: true,
    },
    {
      state: 'alreadySeat',
      code: 'contract.alreadySeat',
      blocks: { name: 'alreadySeatAccount', test: alreadySeatAccount },
      description: 'Applying for a seat account that the account already is.',
    },
    {
      state: 'institutionCodeMissing',
      code: 'contract.institutionCodeMissing',
      blocks: { name: 'institutionCodeMissing', test: institutionCodeMissing },
      description: 'An institutional account without an institution code from the operator.',
    },
    {
      state: 'idNumberMissing',
      code: 'contract.idNumberRequired',
      blocks: { name: 'idNumberMissing', test: idNumberMissing },
      description: 'No ID number.',
    },
    {
      state: 'idNumberMismatch',
      code: 'contract.idNumberMismatch',
      blocks: { name: 'idNumberMismatch', test: idNumberMismatch },
      description: 'Not the ID number the real-name verification passed with.',
      serverOnly: true,
    },
    {
      state: 'phoneInvalid',
      code: 'contract.phoneInvalid',
      blocks: { name: 'contactPhoneInvalid', test: contactPhoneInvalid },
      description: 'No WhatsApp or phone number of 6 to 15 digits.',
    },
    {
      state: 'signatureMissing',
      code: 'contract.signatureRequired',
      blocks: { name: 'signatureMissing', test: signatureMissing },
      description: 'No drawn signature.',
    },
  ],
)
