import * as z from 'zod/mini'
import { ACCOUNT_TYPES } from '../agreement/accountTypes.ts'
import { defineCall } from '../contract/call.ts'
import { empty, isoTime, money, pageFields, pageOf, rowId } from '../contract/fields.ts'
import { loanRecord } from '../credit/calls.ts'
import { STORED_LOAN_STATES } from '../credit/loan.ts'
import { depositRecord, withdrawalRecord } from '../funds/calls.ts'
import { DEPOSIT_STATES } from '../funds/deposit.ts'
import { KYC_SUBMISSION_STATES } from '../funds/kyc.ts'
import { WITHDRAWAL_STATES } from '../funds/withdrawal.ts'
import { ipoProduct, productKind, productMarket, subscriptionRecord } from '../ipo/calls.ts'
import { STORED_SUBSCRIPTION_STATES, SUBSCRIPTION_STATES } from '../ipo/subscription.ts'
import { IPO_MAX_SUBSCRIPTIONS, IPO_MIN_SHARES } from '../rules.ts'
import { AUDIT_RECORD_KINDS, UPLOAD_FIELDS } from './auditEntries.ts'
import {
  CHANNEL_CURRENCIES,
  CHANNEL_KINDS,
  channelBoundsOrdered,
  channelKindFitsCurrency,
} from './channels.ts'
import { REVIEW_DECISIONS, REVIEW_KINDS } from './reviews.ts'
import { SETTING_KINDS, SETTING_SOURCES } from './settings.ts'

/**
 * The back-office console's calls (API.md: `POST /api/admin/<group>/<action>`, its own token):
 * login, the review queues, accounts and their restrictions and credit, site settings, the audit
 * log, and new shares with their draws (spec §6 Roles and permissions).
 */

const nullableTime = z.nullable(isoTime)
const nullableText = z.nullable(z.string())
const account = z.string().check(z.minLength(1), z.maxLength(32))
const productId = z.object({ id: rowId })
const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

// ---- Review queues ---------------------------------------------------------------------------

const depositRow = z.strictObject({
  ...depositRecord.shape,
  account: z.string(),
  /** The transfer proof's upload id (admin files/<id>). */
  proof: z.string(),
})
/**
 * Where a withdrawal is to be paid, in full, for the reviewer who marks it paid (issue 18: the
 * masked "Banco Ejemplo ****9012" was all they had); the investor only ever sees it masked.
 * Null for a withdrawal requested before the details were kept.
 */
const payee = z.nullable(
  z.union([
    z.strictObject({
      kind: z.literal('card'),
      holder: z.string(),
      number: z.string(),
      bankName: z.string(),
      branchName: z.string(),
      bankCode: z.string(),
    }),
    z.strictObject({ kind: z.literal('wallet'), network: z.string(), address: z.string() }),
  ]),
)
export type Payee = z.output<typeof payee>
const withdrawalRow = z.strictObject({
  ...withdrawalRecord.shape,
  account: z.string(),
  payee,
})
const realNameRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  idNumber: z.string(),
  /** YYYY-MM-DD; empty for submissions made before it was asked (spec §9 Age). */
  dateOfBirth: z.string(),
  /** The ID photos' upload ids. */
  front: z.string(),
  back: z.string(),
  state: z.enum(KYC_SUBMISSION_STATES),
  reason: nullableText,
  createdAt: isoTime,
  decidedAt: nullableTime,
  account: z.string(),
})
const loanRow = z.strictObject({ ...loanRecord.shape, account: z.string() })
const subscriptionRow = z.strictObject({
  id: z.number(),
  subscriptionNo: z.string(),
  productId: z.number(),
  tier: z.string(),
  currency: z.string(),
  requestedShares: z.number(),
  allottedShares: z.nullable(z.number()),
  frozen: money,
  state: z.enum(STORED_SUBSCRIPTION_STATES),
  reason: nullableText,
  createdAt: isoTime,
  account: z.string(),
})
/** One request of a review queue; its fields tell its kind (each row is exactly one of them). */
const reviewRow = z.union([depositRow, withdrawalRow, realNameRow, loanRow, subscriptionRow])
export type DepositReviewRow = z.output<typeof depositRow>
export type WithdrawalReviewRow = z.output<typeof withdrawalRow>
export type RealNameReviewRow = z.output<typeof realNameRow>
export type LoanReviewRow = z.output<typeof loanRow>
export type SubscriptionReviewRow = z.output<typeof subscriptionRow>
export type ReviewRow = z.output<typeof reviewRow>

export const reviewListCall = defineCall({
  path: 'reviews/list',
  summary: 'A review queue: real name, deposits, withdrawals, loans or subscriptions (spec §6)',
  request: z.object({
    kind: z.enum(REVIEW_KINDS),
    state: z.nullish(z.string().check(z.maxLength(20))),
    ...pageFields,
  }),
  answer: pageOf(reviewRow),
  auth: 'admin',
})

/** A request's state after a decision, as its kind's lifecycle names it. */
const reviewedState = z.union([
  z.enum(DEPOSIT_STATES),
  z.enum(WITHDRAWAL_STATES),
  z.enum(KYC_SUBMISSION_STATES),
  z.enum(STORED_LOAN_STATES),
  z.enum(SUBSCRIPTION_STATES),
])
export type ReviewedState = z.output<typeof reviewedState>

export const reviewDecideCall = defineCall({
  path: 'reviews/decide',
  summary: 'Approve or reject a request (a withdrawal is then marked paid), with a reason',
  request: z.object({
    kind: z.enum(REVIEW_KINDS),
    id: rowId,
    decision: z.enum(REVIEW_DECISIONS),
    reason: z.optional(z.string().check(z.maxLength(200))),
  }),
  answer: z.object({ id: z.number(), state: reviewedState }),
  auth: 'admin',
})

// ---- Accounts --------------------------------------------------------------------------------

/** The restrictions an operator sets on an account (spec §6). */
export const RESTRICTIONS = ['frozen', 'loginBanned', 'disabled', 'noTrade', 'noWithdraw'] as const
export type Restriction = (typeof RESTRICTIONS)[number]

const userRow = z.object({
  account: z.string(),
  realname: nullableText,
  kyc: z.enum(['notSubmitted', 'underReview', 'passed', 'rejected']),
  creditScore: z.number(),
  createdAt: isoTime,
  frozen: z.boolean(),
  loginBanned: z.boolean(),
  disabled: z.boolean(),
  noTrade: z.boolean(),
  noWithdraw: z.boolean(),
  /** spec §6: core member, account type (dma: the seat account), institution code. */
  coreMember: z.boolean(),
  /** Issue 25: a professional client (ESMA), whom the retail leverage caps do not bind. */
  professional: z.boolean(),
  accountType: z.enum(ACCOUNT_TYPES),
  institutionCode: nullableText,
})
export type UserRow = z.output<typeof userRow>

export const usersListCall = defineCall({
  path: 'users/list',
  summary: 'Investors, searched by account or real name, with their restrictions',
  request: z.object({ query: z._default(z.string().check(z.maxLength(64)), ''), ...pageFields }),
  answer: pageOf(userRow),
  auth: 'admin',
})

export const restrictCall = defineCall({
  path: 'users/restrict',
  summary:
    'Set account restrictions (spec §6): frozen, login banned, disabled, no trade, no withdraw',
  request: z.object({
    account,
    frozen: z.optional(z.boolean()),
    loginBanned: z.optional(z.boolean()),
    disabled: z.optional(z.boolean()),
    noTrade: z.optional(z.boolean()),
    noWithdraw: z.optional(z.boolean()),
  }),
  answer: userRow,
  auth: 'admin',
})

export const profileCall = defineCall({
  path: 'users/profile',
  summary:
    'Set who an account is (spec §6): core member, institution code; a professional client (issue 25); audited',
  request: z.object({
    account,
    coreMember: z.optional(z.boolean()),
    professional: z.optional(z.boolean()),
    // An institution's code: letters and digits; empty removes it.
    institutionCode: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{0,20}$/))),
  }),
  answer: userRow,
  auth: 'admin',
})

export const creditChangeCall = defineCall({
  path: 'users/credit',
  summary: "Change an investor's credit score or credit limit, with the reason (audited)",
  request: z
    .object({
      account,
      creditScore: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
      creditLimit: z.optional(z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))),
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    })
    .check(
      // One of the two must change; the refusal names the score field.
      z.refine(
        (b: { creditScore?: number | undefined; creditLimit?: string | undefined }) =>
          b.creditScore !== undefined || b.creditLimit !== undefined,
        { path: ['creditScore'] },
      ),
    ),
  answer: z.object({
    account: z.string(),
    creditScore: z.number(),
    creditLimit: money,
    activated: z.boolean(),
  }),
  auth: 'admin',
})

/**
 * A one-time password-reset code for an investor whom customer service has verified (decision
 * 0024): shown to the operator once, stored only as a hash, audited with the reason.
 */
export const resetCodeCall = defineCall({
  path: 'users/resetCode',
  summary:
    'Issue a one-time login-password reset code for an investor, with the reason (audited; shown once, valid 30 minutes)',
  request: z.object({
    account,
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
  answer: z.object({ account: z.string(), code: z.string(), expiresAt: isoTime }),
  auth: 'admin',
})

// ---- Settings and audit ----------------------------------------------------------------------

const setting = z.object({
  name: z.string(),
  /** The kind of value the server reads for it; null for a stored pair the console does not edit. */
  kind: z.nullable(z.enum(SETTING_KINDS)),
  /** The stored value; null when unset. */
  value: nullableText,
  /** What the server reads when no readable value is stored; null when it has no default. */
  default: nullableText,
  /** The value the server reads now: the stored one if it can read it, else the default. */
  effective: nullableText,
  /** Where `effective` comes from (a stored value the server cannot read counts as default). */
  source: z.enum(SETTING_SOURCES),
})
export type Setting = z.output<typeof setting>

export const configListCall = defineCall({
  path: 'config/list',
  summary: 'Site configuration: every stored pair and every setting the console can edit',
  request: empty,
  answer: z.array(setting),
  auth: 'admin',
})

export const configSetCall = defineCall({
  path: 'config/set',
  summary: 'Change one setting; only values the server can read are accepted',
  request: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    value: z.string().check(z.maxLength(400)),
  }),
  answer: z.object({ name: z.string(), value: z.string() }),
  auth: 'admin',
})

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()])
const auditEntry = z.object({
  id: z.number(),
  /** The operator's username. */
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  /** The target read: the kind of record and its reference (null kind: not one this log knows). */
  record: z.object({ kind: z.nullable(z.enum(AUDIT_RECORD_KINDS)), ref: z.string() }),
  /** The investor account the record belongs to, when it belongs to one. */
  account: nullableText,
  /** The currency of the record's amounts, when it has one. */
  currency: nullableText,
  /** The fields that changed, before → after (auditEntries.ts). */
  changes: z.array(z.object({ field: z.string(), before: auditValue, after: auditValue })),
  /** The uploads the record refers to (ID photos, a proof), by field. */
  uploads: z.array(z.object({ field: z.enum(UPLOAD_FIELDS), id: z.string() })),
  /** The record before and after, as JSON text, for an auditor. */
  before: nullableText,
  after: nullableText,
  createdAt: isoTime,
})
export type AuditEntry = z.output<typeof auditEntry>

export const auditListCall = defineCall({
  path: 'audit/list',
  summary: 'The append-only audit log of back-office actions, newest first',
  request: z.object({ ...pageFields }),
  answer: pageOf(auditEntry),
  auth: 'admin',
})

// ---- Deposit channels ------------------------------------------------------------------------

const channelRow = z.strictObject({
  id: z.number(),
  kind: z.enum(CHANNEL_KINDS),
  currency: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  min: money,
  max: money,
  /** Offered to investors; a disabled channel takes no new deposit. */
  active: z.boolean(),
  /** A placeholder seeded on first start, shown to investors as demo until an operator saves it. */
  demo: z.boolean(),
  /** A private channel (decision 0038): it has a password (kept hashed) and a secret key. */
  private: z.boolean(),
  secretKey: z.nullable(z.string()),
})
export type ChannelRow = z.output<typeof channelRow>

export const channelsListCall = defineCall({
  path: 'channels/list',
  summary: 'Every deposit channel (spec §2 capital channel), active or not, demo or not',
  request: empty,
  answer: z.array(channelRow),
  auth: 'admin',
})

const channelAmount = z.string().check(z.regex(/^\d{1,10}(\.\d{1,2})?$/))

/** What the console sends to add a deposit channel or replace one's details. */
export const channelForm = z
  .object({
    id: z.optional(rowId),
    kind: z.enum(CHANNEL_KINDS),
    currency: z.enum(CHANNEL_CURRENCIES),
    accountName: trimmed(80),
    accountNumber: trimmed(80),
    bankName: trimmed(80),
    min: channelAmount,
    max: channelAmount,
    /**
     * Private: a password (a new one replaces the old; empty keeps it) and a secret key, both
     * given to chosen investors by customer service. Public: neither.
     */
    access: z._default(z.enum(['public', 'private']), 'public'),
    password: z.optional(z.string().check(z.maxLength(64))),
    secretKey: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  })
  .check(
    z.refine(
      (f: {
        kind: (typeof CHANNEL_KINDS)[number]
        currency: (typeof CHANNEL_CURRENCIES)[number]
      }) => channelKindFitsCurrency(f.kind, f.currency),
      { path: ['currency'] },
    ),
    z.refine((f: { min: string; max: string }) => channelBoundsOrdered(f.min, f.max), {
      path: ['min'],
    }),
  )

export const channelSaveCall = defineCall({
  path: 'channels/save',
  summary: 'Add a deposit channel or replace its details; a saved channel is no longer demo',
  request: channelForm,
  answer: channelRow,
  auth: 'admin',
})

export const channelActiveCall = defineCall({
  path: 'channels/active',
  summary: 'Offer a deposit channel to investors again, or stop offering it',
  request: z.object({ id: rowId, active: z.boolean() }),
  answer: channelRow,
  auth: 'admin',
})

// ---- New shares and placements ---------------------------------------------------------------

const adminProduct = z.object({ ...ipoProduct.shape, drawSeed: nullableText })
export type AdminProduct = z.output<typeof adminProduct>

export const ipoProductsCall = defineCall({
  path: 'ipo/products',
  summary: 'Every new share and placement, with its phase and terms',
  request: empty,
  answer: z.array(adminProduct),
  auth: 'admin',
})

const price = z.string().check(z.regex(/^\d{1,9}(\.\d{1,4})?$/))
const percent = z.string().check(z.regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/))
const instant = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((v) => new Date(v)),
)

/** What the console sends to create or edit a new share or a placement (spec §3 New share). */
export const productForm = z
  .object({
    id: z.optional(rowId),
    kind: productKind,
    code: trimmed(12),
    name: trimmed(80),
    market: productMarket,
    issueMarket: trimmed(60),
    sponsor: trimmed(80),
    issuePrice: price,
    provisionalPrice: z.nullish(price),
    underwritingPrice: z.nullish(price),
    issueShares: rowId.check(z.maximum(1e12)),
    minShares: z._default(rowId.check(z.maximum(1e9)), IPO_MIN_SHARES),
    maxSubscriptions: z._default(
      z.int().check(z.minimum(1), z.maximum(100)),
      IPO_MAX_SUBSCRIPTIONS,
    ),
    tiers: z
      .array(z.object({ id: trimmed(20), minAmount: price }))
      .check(z.minLength(1), z.maxLength(10)),
    winningRate: percent,
    depositPercent: percent,
    waivePercent: percent,
    channelOpen: z._default(z.boolean(), true),
    opensAt: instant,
    closesAt: instant,
    drawAt: instant,
    listingAt: instant,
    distributionAt: instant,
  })
  .check(
    // spec §3 New share: the application period, then the draw, then the listing
    z.refine(
      (f: { opensAt: Date; closesAt: Date; drawAt: Date; listingAt: Date }) =>
        f.opensAt < f.closesAt && f.closesAt <= f.drawAt && f.drawAt <= f.listingAt,
      { path: ['closesAt'] },
    ),
    // A subscription freezes part of its amount: a product freezing nothing is a typo.
    z.refine((f: { depositPercent: string }) => Number(f.depositPercent) > 0, {
      path: ['depositPercent'],
    }),
  )

export const ipoSaveCall = defineCall({
  path: 'ipo/save',
  summary: 'Create a new share or placement, or edit one whose draw has not run',
  request: productForm,
  answer: ipoProduct,
  auth: 'admin',
})

export const ipoChannelCall = defineCall({
  path: 'ipo/channel',
  summary: "Open or close a product's new-share channel (spec §8)",
  request: z.object({ ...productId.shape, open: z.boolean() }),
  answer: ipoProduct,
  auth: 'admin',
})

export const ipoDrawCall = defineCall({
  path: 'ipo/draw',
  summary: 'Run the lottery of a new share from a recorded seed; run again, it verifies',
  request: productId,
  answer: z.object({
    seed: z.string(),
    won: z.number(),
    notWon: z.number(),
    /** The draw had run: this run verified it from its seed. */
    rerun: z.boolean(),
    /** Whether the recorded winners are the ones the seed gives. */
    matches: z.boolean(),
  }),
  auth: 'admin',
})

export const ipoAllotCall = defineCall({
  path: 'ipo/allot',
  summary: "Allot a placement's shares by subscription number (none allotted: not won)",
  request: z.object({
    ...productId.shape,
    allotments: z.record(
      z.string().check(z.maxLength(40)),
      z.int().check(z.minimum(0), z.maximum(1e10)),
    ),
  }),
  answer: z.object({ won: z.number(), notWon: z.number() }),
  auth: 'admin',
})

export const ipoAnnounceCall = defineCall({
  path: 'ipo/announce',
  summary: 'Publish the results: winners are asked to pay, the rest is refunded',
  request: productId,
  answer: z.object({ pendingPayment: z.number(), refunded: z.number() }),
  auth: 'admin',
})

/** A subscription as its owner sees it (ipo/mine), with the account it belongs to. */
const subscriptionResult = z.object({ ...subscriptionRecord.shape, account: z.string() })
export type SubscriptionResult = z.output<typeof subscriptionResult>

export const ipoResultsCall = defineCall({
  path: 'ipo/results',
  summary: 'Every subscription of a product with its account, allotment and money',
  request: productId,
  answer: z.array(subscriptionResult),
  auth: 'admin',
})
