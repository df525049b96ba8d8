import * as zod from 'zod/mini'
import { ACCOUNT_TYPES } from '../agreement/accountTypes.ts'
import { defineCall } from '../contract/call.ts'
import { empty, isoTime, money, pageFields, pageOf, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { loanRecord } from '../credit/calls.ts'
import { STORED_LOAN_STATES } from '../credit/loan.ts'
import { depositRecord, withdrawalRecord } from '../funds/calls.ts'
import { DEPOSIT_STATES } from '../funds/deposit.ts'
import { KYC_STATUSES, KYC_SUBMISSION_STATES } from '../funds/kyc.ts'
import { WITHDRAWAL_STATES } from '../funds/withdrawal.ts'
import { ipoProduct, productKind, productMarket, subscriptionRecord } from '../ipo/calls.ts'
import { STORED_SUBSCRIPTION_STATES, SUBSCRIPTION_STATES } from '../ipo/subscription.ts'
import { INSTITUTION_CODE, IPO_MAX_SUBSCRIPTIONS, IPO_MIN_SHARES } from '../rules.ts'
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

const nullableTime = zod.nullable(isoTime)
const nullableText = zod.nullable(zod.string())
const account = zod.string().check(zod.minLength(1), zod.maxLength(32))
const productId = zod.object({ id: rowId })
const trimmed = (max: number) =>
  zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(max))

// ---- Review queues ---------------------------------------------------------------------------

const depositRow = zod.strictObject({
  ...depositRecord.shape,
  account: zod.string(),
  /** The transfer proof's upload id (admin files/<id>). */
  proof: zod.string(),
})
/**
 * Where a withdrawal is to be paid, in full, for the reviewer who marks it paid (issue 18: the
 * masked "Banco Ejemplo ****9012" was all they had); the investor only ever sees it masked.
 * Null for a withdrawal requested before the details were kept.
 */
const payee = zod.nullable(
  zod.union([
    zod.strictObject({
      kind: zod.literal('card'),
      holder: zod.string(),
      number: zod.string(),
      bankName: zod.string(),
      branchName: zod.string(),
      bankCode: zod.string(),
    }),
    zod.strictObject({ kind: zod.literal('wallet'), network: zod.string(), address: zod.string() }),
  ]),
)
export type Payee = zod.output<typeof payee>
const withdrawalRow = zod.strictObject({
  ...withdrawalRecord.shape,
  account: zod.string(),
  payee,
})
const realNameRow = zod.strictObject({
  id: zod.number(),
  name: zod.string(),
  idNumber: zod.string(),
  /** YYYY-MM-DD; empty for submissions made before it was asked (spec §9 Age). */
  dateOfBirth: zod.string(),
  /** The ID photos' upload ids. */
  front: zod.string(),
  back: zod.string(),
  state: zod.enum(KYC_SUBMISSION_STATES),
  reason: nullableText,
  createdAt: isoTime,
  decidedAt: nullableTime,
  account: zod.string(),
})
const loanRow = zod.strictObject({ ...loanRecord.shape, account: zod.string() })
const subscriptionRow = zod.strictObject({
  id: zod.number(),
  subscriptionNo: zod.string(),
  productId: zod.number(),
  tier: zod.string(),
  currency: zod.string(),
  requestedShares: zod.number(),
  allottedShares: zod.nullable(zod.number()),
  frozen: money,
  state: zod.enum(STORED_SUBSCRIPTION_STATES),
  reason: nullableText,
  createdAt: isoTime,
  account: zod.string(),
})
/** One request of a review queue; its fields tell its kind (each row is exactly one of them). */
const reviewRow = named(
  'Review',
  zod.union([depositRow, withdrawalRow, realNameRow, loanRow, subscriptionRow]),
)
export type DepositReviewRow = zod.output<typeof depositRow>
export type WithdrawalReviewRow = zod.output<typeof withdrawalRow>
export type RealNameReviewRow = zod.output<typeof realNameRow>
export type LoanReviewRow = zod.output<typeof loanRow>
export type SubscriptionReviewRow = zod.output<typeof subscriptionRow>
export type ReviewRow = zod.output<typeof reviewRow>

export const reviewListCall = defineCall({
  path: 'reviews/list',
  summary: 'A review queue: real name, deposits, withdrawals, loans or subscriptions (spec §6)',
  request: zod.object({
    kind: zod.enum(REVIEW_KINDS),
    state: zod.nullish(zod.string().check(zod.maxLength(20))),
    ...pageFields,
  }),
  answer: pageOf(reviewRow),
  auth: 'admin',
})

/** A request's state after a decision, as its kind's lifecycle names it. */
const reviewedState = zod.union([
  zod.enum(DEPOSIT_STATES),
  zod.enum(WITHDRAWAL_STATES),
  zod.enum(KYC_SUBMISSION_STATES),
  zod.enum(STORED_LOAN_STATES),
  zod.enum(SUBSCRIPTION_STATES),
])
export type ReviewedState = zod.output<typeof reviewedState>

export const reviewDecideCall = defineCall({
  path: 'reviews/decide',
  summary: 'Approve or reject a request (a withdrawal is then marked paid), with a reason',
  request: zod.object({
    kind: zod.enum(REVIEW_KINDS),
    id: rowId,
    decision: zod.enum(REVIEW_DECISIONS),
    reason: zod.optional(zod.string().check(zod.maxLength(200))),
  }),
  answer: zod.object({ id: zod.number(), state: reviewedState }),
  auth: 'admin',
})

// ---- Accounts --------------------------------------------------------------------------------

/** The restrictions an operator sets on an account (spec §6). */
export const RESTRICTIONS = ['frozen', 'loginBanned', 'disabled', 'noTrade', 'noWithdraw'] as const
export type Restriction = (typeof RESTRICTIONS)[number]

const userRow = named(
  'ConsoleUser',
  zod.object({
    account: zod.string(),
    realname: nullableText,
    kyc: zod.enum(KYC_STATUSES),
    creditScore: zod.number(),
    createdAt: isoTime,
    frozen: zod.boolean(),
    loginBanned: zod.boolean(),
    disabled: zod.boolean(),
    noTrade: zod.boolean(),
    noWithdraw: zod.boolean(),
    /** spec §6: core member, account type (dma: the seat account), institution code. */
    coreMember: zod.boolean(),
    /** Issue 25: a professional client (ESMA), whom the retail leverage caps do not bind. */
    professional: zod.boolean(),
    accountType: zod.enum(ACCOUNT_TYPES),
    institutionCode: nullableText,
  }),
)
export type UserRow = zod.output<typeof userRow>

export const usersListCall = defineCall({
  path: 'users/list',
  summary: 'Investors, searched by account or real name, with their restrictions',
  request: zod.object({
    query: zod._default(zod.string().check(zod.maxLength(64)), ''),
    ...pageFields,
  }),
  answer: pageOf(userRow),
  auth: 'admin',
})

export const restrictCall = defineCall({
  path: 'users/restrict',
  summary:
    'Set account restrictions (spec §6): frozen, login banned, disabled, no trade, no withdraw',
  request: zod
    .object({
      account,
      frozen: zod.optional(zod.boolean()),
      loginBanned: zod.optional(zod.boolean()),
      disabled: zod.optional(zod.boolean()),
      noTrade: zod.optional(zod.boolean()),
      noWithdraw: zod.optional(zod.boolean()),
    })
    .check(
      // A call that sets no restriction changes nothing: invalid (issue 48: it answered 500).
      zod.refine(
        (f: Partial<Record<Restriction, boolean>>) => RESTRICTIONS.some((r) => f[r] !== undefined),
        { path: ['frozen'] },
      ),
    ),
  answer: userRow,
  auth: 'admin',
})

export const profileCall = defineCall({
  path: 'users/profile',
  summary:
    'Set who an account is (spec §6): core member, institution code; a professional client (issue 25); audited',
  request: zod.object({
    account,
    coreMember: zod.optional(zod.boolean()),
    professional: zod.optional(zod.boolean()),
    // An institution's code: letters and digits; empty removes it.
    institutionCode: zod.optional(zod.string().check(zod.trim(), zod.regex(INSTITUTION_CODE))),
  }),
  answer: userRow,
  auth: 'admin',
})

export const creditChangeCall = defineCall({
  path: 'users/credit',
  summary: "Change an investor's credit score or credit limit, with the reason (audited)",
  request: zod
    .object({
      account,
      creditScore: zod.optional(zod.int().check(zod.minimum(0), zod.maximum(1000))),
      creditLimit: zod.optional(zod.string().check(zod.regex(/^\d{1,12}(\.\d{1,2})?$/))),
      reason: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(200)),
    })
    .check(
      // One of the two must change; the refusal names the score field.
      zod.refine(
        (b: { creditScore?: number | undefined; creditLimit?: string | undefined }) =>
          b.creditScore !== undefined || b.creditLimit !== undefined,
        { path: ['creditScore'] },
      ),
    ),
  answer: zod.object({
    account: zod.string(),
    creditScore: zod.number(),
    creditLimit: money,
    activated: zod.boolean(),
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
  request: zod.object({
    account,
    reason: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(200)),
  }),
  answer: zod.object({ account: zod.string(), code: zod.string(), expiresAt: isoTime }),
  auth: 'admin',
})

// ---- Settings and audit ----------------------------------------------------------------------

const setting = named(
  'Setting',
  zod.object({
    name: zod.string(),
    /** The kind of value the server reads for it; null for a stored pair the console does not edit. */
    kind: zod.nullable(zod.enum(SETTING_KINDS)),
    /** The stored value; null when unset. */
    value: nullableText,
    /** What the server reads when no readable value is stored; null when it has no default. */
    default: nullableText,
    /** The value the server reads now: the stored one if it can read it, else the default. */
    effective: nullableText,
    /** Where `effective` comes from (a stored value the server cannot read counts as default). */
    source: zod.enum(SETTING_SOURCES),
  }),
)
export type Setting = zod.output<typeof setting>

export const configListCall = defineCall({
  path: 'config/list',
  summary: 'Site configuration: every stored pair and every setting the console can edit',
  request: empty,
  answer: zod.array(setting),
  auth: 'admin',
})

export const configSetCall = defineCall({
  path: 'config/set',
  summary: 'Change one setting; only values the server can read are accepted',
  request: zod.object({
    name: zod.string().check(zod.minLength(1), zod.maxLength(64)),
    value: zod.string().check(zod.maxLength(400)),
  }),
  answer: zod.object({ name: zod.string(), value: zod.string() }),
  auth: 'admin',
})

const auditValue = zod.union([zod.string(), zod.number(), zod.boolean(), zod.null()])
const auditEntry = named(
  'AuditEntry',
  zod.object({
    id: zod.number(),
    /** The operator's username. */
    admin: zod.string(),
    action: zod.string(),
    target: zod.string(),
    /** The target read: the kind of record and its reference (null kind: not one this log knows). */
    record: zod.object({ kind: zod.nullable(zod.enum(AUDIT_RECORD_KINDS)), ref: zod.string() }),
    /** The investor account the record belongs to, when it belongs to one. */
    account: nullableText,
    /** The currency of the record's amounts, when it has one. */
    currency: nullableText,
    /** The fields that changed, before → after (auditEntries.ts). */
    changes: zod.array(zod.object({ field: zod.string(), before: auditValue, after: auditValue })),
    /** The uploads the record refers to (ID photos, a proof), by field. */
    uploads: zod.array(zod.object({ field: zod.enum(UPLOAD_FIELDS), id: zod.string() })),
    /** The record before and after, as JSON text, for an auditor. */
    before: nullableText,
    after: nullableText,
    createdAt: isoTime,
  }),
)
export type AuditEntry = zod.output<typeof auditEntry>

export const auditListCall = defineCall({
  path: 'audit/list',
  summary: 'The append-only audit log of back-office actions, newest first',
  request: zod.object({ ...pageFields }),
  answer: pageOf(auditEntry),
  auth: 'admin',
})

// ---- Deposit channels ------------------------------------------------------------------------

const channelRow = named(
  'Channel',
  zod.strictObject({
    id: zod.number(),
    kind: zod.enum(CHANNEL_KINDS),
    currency: zod.string(),
    accountName: zod.string(),
    accountNumber: zod.string(),
    bankName: zod.string(),
    min: money,
    max: money,
    /** Offered to investors; a disabled channel takes no new deposit. */
    active: zod.boolean(),
    /** A placeholder seeded on first start, shown to investors as demo until an operator saves it. */
    demo: zod.boolean(),
    /** A private channel (decision 0038): it has a password (kept hashed) and a secret key. */
    private: zod.boolean(),
    secretKey: zod.nullable(zod.string()),
  }),
)
export type ChannelRow = zod.output<typeof channelRow>

export const channelsListCall = defineCall({
  path: 'channels/list',
  summary: 'Every deposit channel (spec §2 capital channel), active or not, demo or not',
  request: empty,
  answer: zod.array(channelRow),
  auth: 'admin',
})

const channelAmount = zod.string().check(zod.regex(/^\d{1,10}(\.\d{1,2})?$/))

/** What the console sends to add a deposit channel or replace one's details. */
export const channelForm = zod
  .object({
    id: zod.optional(rowId),
    /** A new one is created once per intent (decision 0063). */
    requestId,
    kind: zod.enum(CHANNEL_KINDS),
    currency: zod.enum(CHANNEL_CURRENCIES),
    accountName: trimmed(80),
    accountNumber: trimmed(80),
    bankName: trimmed(80),
    min: channelAmount,
    max: channelAmount,
    /**
     * Private: a password (a new one replaces the old; empty keeps it) and a secret key, both
     * given to chosen investors by customer service. Public: neither.
     */
    access: zod._default(zod.enum(['public', 'private']), 'public'),
    password: zod.optional(zod.string().check(zod.maxLength(64))),
    secretKey: zod.optional(zod.string().check(zod.trim(), zod.maxLength(40))),
  })
  .check(
    zod.refine(
      (f: {
        kind: (typeof CHANNEL_KINDS)[number]
        currency: (typeof CHANNEL_CURRENCIES)[number]
      }) => channelKindFitsCurrency(f.kind, f.currency),
      { path: ['currency'] },
    ),
    zod.refine((f: { min: string; max: string }) => channelBoundsOrdered(f.min, f.max), {
      path: ['min'],
    }),
  )

export const channelSaveCall = defineCall({
  path: 'channels/save',
  summary: 'Add a deposit channel or replace its details; a saved channel is no longer demo',
  request: channelForm,
  answer: channelRow,
  auth: 'admin',
  oncePerRequest: true,
})

export const channelActiveCall = defineCall({
  path: 'channels/active',
  summary: 'Offer a deposit channel to investors again, or stop offering it',
  request: zod.object({ id: rowId, active: zod.boolean() }),
  answer: channelRow,
  auth: 'admin',
})

// ---- New shares and placements ---------------------------------------------------------------

const adminProduct = named(
  'ConsoleIpoProduct',
  zod.object({ ...ipoProduct.shape, drawSeed: nullableText }),
)
export type AdminProduct = zod.output<typeof adminProduct>

export const ipoProductsCall = defineCall({
  path: 'ipo/products',
  summary: 'Every new share and placement, with its phase and terms',
  request: empty,
  answer: zod.array(adminProduct),
  auth: 'admin',
})

const price = zod.string().check(zod.regex(/^\d{1,9}(\.\d{1,4})?$/))
const percent = zod.string().check(zod.regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/))
const instant = zod.pipe(
  zod.iso.datetime({ offset: true }),
  zod.transform((v) => new Date(v)),
)

/** What the console sends to create or edit a new share or a placement (spec §3 New share). */
export const productForm = zod
  .object({
    id: zod.optional(rowId),
    /** A new one is created once per intent (decision 0063). */
    requestId,
    kind: productKind,
    code: trimmed(12),
    name: trimmed(80),
    market: productMarket,
    issueMarket: trimmed(60),
    sponsor: trimmed(80),
    issuePrice: price,
    provisionalPrice: zod.nullish(price),
    underwritingPrice: zod.nullish(price),
    issueShares: rowId.check(zod.maximum(1e12)),
    minShares: zod._default(rowId.check(zod.maximum(1e9)), IPO_MIN_SHARES),
    maxSubscriptions: zod._default(
      zod.int().check(zod.minimum(1), zod.maximum(100)),
      IPO_MAX_SUBSCRIPTIONS,
    ),
    tiers: zod
      .array(zod.object({ id: trimmed(20), minAmount: price }))
      .check(zod.minLength(1), zod.maxLength(10)),
    winningRate: percent,
    depositPercent: percent,
    waivePercent: percent,
    channelOpen: zod._default(zod.boolean(), true),
    opensAt: instant,
    closesAt: instant,
    drawAt: instant,
    listingAt: instant,
    distributionAt: instant,
  })
  .check(
    // spec §3 New share: the application period, then the draw, then the listing
    zod.refine(
      (f: { opensAt: Date; closesAt: Date; drawAt: Date; listingAt: Date }) =>
        f.opensAt < f.closesAt && f.closesAt <= f.drawAt && f.drawAt <= f.listingAt,
      { path: ['closesAt'] },
    ),
    // A subscription freezes part of its amount: a product freezing nothing is a typo.
    zod.refine((f: { depositPercent: string }) => Number(f.depositPercent) > 0, {
      path: ['depositPercent'],
    }),
  )

export const ipoSaveCall = defineCall({
  path: 'ipo/save',
  summary: 'Create a new share or placement, or edit one whose draw has not run',
  request: productForm,
  answer: ipoProduct,
  auth: 'admin',
  oncePerRequest: true,
})

export const ipoChannelCall = defineCall({
  path: 'ipo/channel',
  summary: "Open or close a product's new-share channel (spec §8)",
  request: zod.object({ ...productId.shape, open: zod.boolean() }),
  answer: ipoProduct,
  auth: 'admin',
})

export const ipoDrawCall = defineCall({
  path: 'ipo/draw',
  summary: 'Run the lottery of a new share from a recorded seed; run again, it verifies',
  request: productId,
  answer: zod.object({
    seed: zod.string(),
    won: zod.number(),
    notWon: zod.number(),
    /** The draw had run: this run verified it from its seed. */
    rerun: zod.boolean(),
    /** Whether the recorded winners are the ones the seed gives. */
    matches: zod.boolean(),
  }),
  auth: 'admin',
})

export const ipoAllotCall = defineCall({
  path: 'ipo/allot',
  summary: "Allot a placement's shares by subscription number (none allotted: not won)",
  request: zod.object({
    ...productId.shape,
    allotments: zod.record(
      zod.string().check(zod.maxLength(40)),
      zod.int().check(zod.minimum(0), zod.maximum(1e10)),
    ),
  }),
  answer: zod.object({ won: zod.number(), notWon: zod.number() }),
  auth: 'admin',
})

export const ipoAnnounceCall = defineCall({
  path: 'ipo/announce',
  summary: 'Publish the results: winners are asked to pay, the rest is refunded',
  request: productId,
  answer: zod.object({ pendingPayment: zod.number(), refunded: zod.number() }),
  auth: 'admin',
})

/** A subscription as its owner sees it (ipo/mine), with the account it belongs to. */
const subscriptionResult = named(
  'SubscriptionResult',
  zod.object({ ...subscriptionRecord.shape, account: zod.string() }),
)
export type SubscriptionResult = zod.output<typeof subscriptionResult>

export const ipoResultsCall = defineCall({
  path: 'ipo/results',
  summary: 'Every subscription of a product with its account, allotment and money',
  request: productId,
  answer: zod.array(subscriptionResult),
  auth: 'admin',
})
