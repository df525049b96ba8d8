import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { imageField, isoTime, pageFields, pageOf, requestId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { ACCOUNT_TYPES, type AccountType } from './accountTypes.ts'
import {
  AGREEMENT_KINDS,
  type AgreementFacts,
  type AgreementKind,
  agreementGate,
} from './agreementGate.ts'

/** The calls of contract signing (spec §2 contract, contract1, contract2, contractOrder; issue 21). */

const kind = zod.enum(AGREEMENT_KINDS)
const accountType = zod.enum(ACCOUNT_TYPES)

/** One signed agreement as its signer sees it. */
const agreementRecord = named(
  'Agreement',
  zod.object({
    contractNo: zod.string(),
    kind,
    /** The account type the investment agreement was signed for; null for the core-member one. */
    accountType: zod.nullable(accountType),
    /** The phone given, its last four digits only. */
    phoneTail: zod.string(),
    signedAt: isoTime,
  }),
)
export type AgreementRecord = zod.output<typeof agreementRecord>

export const agreementTermsCall = defineCall({
  path: 'agreement/terms',
  summary:
    'Who the user is for the agreements: verified, core member, account type, institution code',
  request: zod.object({}),
  answer: zod.object({
    facts: zod.object({
      realNamePassed: zod.boolean(),
      coreMember: zod.boolean(),
      accountType,
      institutionCode: zod.nullable(zod.string()),
    }),
    /** The latest signed agreement of each kind, if any. */
    latest: zod.object({
      investment: zod.nullable(agreementRecord),
      coreMember: zod.nullable(agreementRecord),
    }),
  }),
  auth: true,
})
export type AgreementTerms = zod.output<typeof agreementTermsCall.answer>

const text = (max: number) => zod.string().check(zod.maxLength(max))

export const agreementSignCall = defineCall({
  path: 'agreement/sign',
  summary:
    'Sign the investment or the core-member agreement with the ID number, a WhatsApp or phone number and a drawn signature (spec §5 Other, §6)',
  request: zod.object({
    kind,
    accountType: zod._default(accountType, 'standard'),
    idNumber: text(40),
    phone: text(40),
    signature: imageField,
    requestId,
  }),
  answer: zod.object({ contractNo: zod.string(), kind, accountType: zod.nullable(accountType) }),
  auth: true,
  oncePerRequest: true,
  upload: true,
})

export const agreementMineCall = defineCall({
  path: 'agreement/mine',
  summary: "The user's signed agreements, newest first (spec §2 contractOrder)",
  request: zod.object({ ...pageFields }),
  answer: pageOf(agreementRecord),
  auth: true,
})

/** The console's list of signed agreements, with the signature image (issue 21). */
export const agreementsAdminCall = defineCall({
  path: 'agreement/list',
  summary: 'Every signed agreement with its signer, phone, ID number tail and signature image',
  request: zod.object({ ...pageFields }),
  answer: pageOf(
    zod.object({
      ...agreementRecord.shape,
      account: zod.string(),
      phone: zod.string(),
      idNumberTail: zod.string(),
      /** The signature image's upload id (GET /api/admin/files/:id). */
      signature: zod.string(),
    }),
  ),
  auth: 'admin',
})

/** The agreement gate's input, built alike by the form (from agreement/terms) and the server. */
export function agreementInput(
  form: {
    kind: AgreementKind
    accountType: AccountType
    idNumber: string
    phone: string
    signed: boolean
  },
  terms: Pick<AgreementTerms, 'facts'>,
  idNumberMatches = true,
): GateInput<AgreementFacts> {
  return {
    gate: agreementGate,
    facts: {
      ...form,
      idNumberMatches,
      realNamePassed: terms.facts.realNamePassed,
      coreMember: terms.facts.coreMember,
      currentType: terms.facts.accountType,
      institutionCode: terms.facts.institutionCode !== null,
    },
  }
}
