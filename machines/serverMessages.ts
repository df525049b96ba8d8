import { AGREEMENT_MESSAGES } from './agreement/serverMessages.ts'
import { ALERT_MESSAGES } from './alerts/serverMessages.ts'
import { CHECKIN_MESSAGES } from './checkin/serverMessages.ts'
import { CREDIT_MESSAGES } from './credit/serverMessages.ts'
import { FOLLOW_MESSAGES } from './follow/serverMessages.ts'
import { IPO_MESSAGES } from './ipo/serverMessages.ts'
import { LENDING_MESSAGES } from './lending/serverMessages.ts'
import { MESSAGE_MESSAGES } from './messages/serverMessages.ts'
import { PLAN_MESSAGES } from './plans/serverMessages.ts'
import { QUANT_MESSAGES } from './quant/serverMessages.ts'
import type { ServerMessageEntry } from './serverMessageEntry.ts'

/** The core's messages: the session, money in and out, trading, the console. */
export const CORE_MESSAGES = {
  'common.invalid': { text: 'Please check {field}.', spec: '§8 Response handling' },
  'common.tooFrequent': {
    text: 'Too many attempts. Please wait a moment and try again.',
    spec: '§5 Trading, §8 Other',
  },
  'common.busy': { text: 'System busy, please try again later.', spec: '§8 Other' },
  'common.noAnswer': {
    text: 'No answer from Tradeflow. Check your connection and try again.',
    spec: 'none (issue 23: a call with no answer at all)',
  },
  'common.notFound': { text: 'This service does not exist.', spec: '§8 Response handling' },
  'market.unknownInstrument': {
    text: 'This instrument is not listed.',
    spec: 'none (API.md market/detail)',
  },
  'news.missing': {
    text: 'This news item is no longer available.',
    spec: 'none (§2 Home news: a link to an item the feed no longer holds)',
  },
  'market.watchlistFull': {
    text: 'Your watchlist is full: it holds at most {count} instruments.',
    spec: 'none (a bound on the watchlist)',
  },

  'auth.accountExists': { text: 'This account already exists.', spec: '§5 Registration' },
  'auth.institutionCodeInvalid': {
    text: 'An institution code is letters, digits and dashes, at most 20.',
    spec: '§6 Institution code',
  },
  'auth.inviterMissing': {
    text: 'The inviter does not exist. Please check the invitation code.',
    spec: '§5 Registration',
  },
  'auth.accountInvalid': {
    text: 'Please enter a valid phone number.',
    spec: '§6 Logged-in ordinary user',
  },
  'auth.passwordWeak': {
    text: 'The password must have at least {count} characters.',
    spec: 'none (OWASP ASVS 2.1.1)',
  },
  'auth.passwordsDiffer': { text: 'The two passwords differ.', spec: '§5 Registration' },
  'auth.agreementRequired': {
    text: 'Please accept the user agreement and the privacy policy.',
    spec: '§5 Registration',
  },
  'auth.badCredentials': { text: 'Wrong account or password.', spec: '§8 Auth' },
  'auth.accountMissing': { text: 'This account does not exist.', spec: '§8 Auth' },
  'auth.frozen': {
    text: 'Your account is frozen. Please contact customer service.',
    spec: '§6 Account restrictions',
  },
  'auth.loginBanned': {
    text: 'Login is banned for this account. Please contact customer service.',
    spec: '§6 Account restrictions',
  },
  'auth.disabled': {
    text: 'This account is disabled. Please contact customer service.',
    spec: '§6 Account restrictions',
  },
  'auth.sessionExpired': {
    text: 'Your session has ended. Please log in again.',
    spec: '§4 401 response',
  },

  'funds.insufficient': { text: 'Insufficient available balance.', spec: '§8 Funds' },
  'funds.fundPasswordWrong': { text: 'Wrong fund password.', spec: '§8 Funds' },
  'funds.busy': { text: 'Another fund operation is in progress.', spec: '§8 Funds' },
  'funds.depositPending': { text: 'A deposit is pending review.', spec: '§8 Funds' },
  'funds.proofRequired': { text: 'Please upload the deposit voucher.', spec: '§5 Deposit' },
  'funds.belowMin': { text: 'The amount is below the minimum of {amount}.', spec: '§5 Deposit' },
  'funds.aboveMax': { text: 'The amount is above the maximum of {amount}.', spec: '§5 Deposit' },
  'funds.outsideHours': {
    text: 'This is only possible between {range}.',
    spec: '§8 Response handling',
  },
  'funds.cardExists': { text: 'This bank card already exists.', spec: '§5 Bank cards' },
  'funds.sameCurrency': { text: 'The two currencies must differ.', spec: '§5 Exchange' },
  'funds.wholeUnits': {
    text: 'Amounts in this currency have no decimals.',
    spec: 'none (ISO 4217: the yen, the won and the dong have no cents; issue 21)',
  },
  'funds.amountRequired': { text: 'Please enter the amount.', spec: '§5 Withdrawal, Deposit' },
  'funds.methodRequired': {
    text: 'Please choose a bank card or a wallet.',
    spec: '§5 Withdrawal',
  },
  'funds.fundPasswordRequired': { text: 'Please enter the fund password.', spec: '§5 Withdrawal' },
  'funds.channelPasswordWrong': { text: 'Wrong channel password.', spec: '§8 Funds' },
  'funds.secretKeyMismatch': {
    text: 'The secret key does not match this channel.',
    spec: '§8 Funds (secret-key mismatch)',
  },
  'funds.fundPasswordFormat': {
    text: 'The fund password must be {count} digits.',
    spec: 'none (rules.ts FUND_PASSWORD)',
  },
  'funds.fundPasswordLocked': {
    text: 'Too many wrong fund passwords. Please try again in {count} minutes.',
    spec: 'none (OWASP ASVS 2.2.1)',
  },
  'funds.methodMissing': {
    text: 'The bank card does not exist or is not yours.',
    spec: '§8 Funds',
  },
  'funds.walletExists': { text: 'This wallet address already exists.', spec: '§5 Bank cards' },
  'funds.addressInvalid': {
    text: 'This address is not valid for the chosen network.',
    spec: '§3 Wallet',
  },
  'funds.cardInvalid': {
    text: 'Please enter the first 4 and the last 12 digits of the card.',
    spec: '§3 Bank card',
  },
  'funds.rateMissing': {
    text: 'There is no exchange rate for this currency.',
    spec: '§3 Exchange',
  },
  'auth.oldPasswordWrong': { text: 'Wrong original password.', spec: '§8 Funds' },
  'auth.resetCodeWrong': {
    text: 'This reset code is wrong, used or expired. Ask customer service for a new one.',
    spec: 'none (issue 18: a reset by an operator-issued code)',
  },

  'withdraw.fundPasswordNotSet': {
    text: 'Please set a fund password first.',
    spec: '§5 Withdrawal',
  },
  'withdraw.noBoundMethod': {
    text: 'Please bind a bank card or a wallet first.',
    spec: '§5 Withdrawal',
  },
  'withdraw.realNameRequired': {
    text: 'Please complete real-name verification before withdrawing.',
    spec: '§5 Withdrawal',
  },
  'withdraw.openPositions': {
    text: 'You cannot withdraw while you hold open positions.',
    spec: '§5 Withdrawal',
  },
  'withdraw.creditTooLow': {
    text: 'Your credit score is too low to withdraw.',
    spec: '§6 Withdrawal gate',
  },
  'withdraw.noWithdraw': {
    text: 'This account cannot withdraw. Please contact customer service.',
    spec: '§6 Account restrictions',
  },

  'trade.notTradingTime': { text: 'It is not trading time.', spec: '§5 Trading' },
  'trade.priceLimit': { text: 'The price limit has been exceeded.', spec: '§5 Trading' },
  'trade.priceInvalid': { text: 'The price must be greater than zero.', spec: '§5 Trading' },
  'trade.lotsInvalid': {
    text: 'The number of lots must be a whole number of at least 1.',
    spec: '§5 Trading',
  },
  'trade.belowMinAmount': {
    text: 'The minimum amount to open a position is {amount}.',
    spec: '§5 Trading',
  },
  'trade.noTrade': {
    text: 'This account cannot trade. Please contact customer service.',
    spec: '§6 Account restrictions',
  },
  'trade.locked': { text: 'This position is locked and cannot be sold yet.', spec: '§4 Selling' },
  'trade.lockedMinutes': {
    text: 'This position cannot be sold for {count} more minutes.',
    spec: '§8 Trading (cannot sell for N minutes)',
  },
  'trade.lockedDays': {
    text: 'This position cannot be sold until T+{count}.',
    spec: '§8 Trading (cannot sell until T+N)',
  },
  'trade.cannotBuy': { text: 'This stock cannot be bought.', spec: '§8 Trading' },
  'trade.noPrice': { text: 'The price could not be obtained.', spec: '§8 Trading' },
  'trade.notListed': { text: 'This share is not listed yet.', spec: '§8 Trading (not yet listed)' },
  'trade.marginDisabled': { text: 'Margin trading is not enabled.', spec: '§8 Trading' },
  'trade.leverageUnavailable': {
    text: 'This leverage is not available for this instrument.',
    spec: '§2 Stock detail',
  },
  'trade.retailLeverageCap': {
    text: 'As a retail client you can use at most {count}× leverage here.',
    spec: 'not in the spec (issue 25, ESMA retail leverage caps)',
  },
  'trade.appropriatenessRequired': {
    text: 'Before a first order on margin or a short sale, take the short appropriateness check.',
    spec: 'not in the spec (issue 25, MiFID II appropriateness)',
  },
  'trade.closesOutAtOnce': {
    text: 'At this leverage the position would be closed out as soon as it opened: choose less leverage.',
    spec: 'not in the spec (issue 25)',
  },
  'trade.stopSide': {
    text: 'A buy stop must be above the current price, and a short sale’s stop below it; otherwise use a market or limit order.',
    spec: 'not in the spec (issue 25, stop orders)',
  },
  'trade.stopLimitSide': {
    text: 'The limit of a stop-limit order must be at or above its stop for a buy, and at or below it for a short sale.',
    spec: 'not in the spec (issue 25, stop orders)',
  },
  'trade.stopLossSide': {
    text: 'The stop-loss must be below the price for a long position and above it for a short sale.',
    spec: 'not in the spec (issue 25, stop-loss)',
  },
  'trade.takeProfitSide': {
    text: 'The take-profit must be above the price for a long position and below it for a short sale.',
    spec: 'not in the spec (issue 25, take-profit)',
  },
  'trade.trailInvalid': {
    text: 'A trailing stop follows the price by more than 0\u00a0% and at most {count}\u00a0%.',
    spec: 'not in the spec (issue 25, trailing stop)',
  },
  'twoFactor.required': {
    text: 'Enter the code from your authenticator app.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.codeInvalid': {
    text: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.codeWrong': {
    text: 'That code is wrong or was already used. Enter the code your authenticator app shows now.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.notStarted': {
    text: 'Start the set-up again and scan the new QR code.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.alreadyOn': {
    text: 'Two-factor sign-in is already on.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.off': {
    text: 'Two-factor sign-in is off.',
    spec: 'not in the spec (issue 25, two-factor sign-in)',
  },
  'twoFactor.setUpRequired': {
    text: 'Set up two-factor sign-in first: the console opens once it is on.',
    spec: 'not in the spec (issue 25, console operators must use two-factor sign-in)',
  },
  'appropriateness.unanswered': {
    text: 'Answer every question.',
    spec: 'not in the spec (issue 25)',
  },
  'appropriateness.warningRequired': {
    text: 'Read the risk warning and confirm that you want to trade on margin all the same.',
    spec: 'not in the spec (issue 25, MiFID II art. 25(3))',
  },
  'trade.productMissing': {
    text: 'The product does not exist or is off the shelf.',
    spec: '§8 Trading',
  },
  'trade.blockClosed': { text: 'The block trade is closed.', spec: '§8 Trading' },
  'trade.blockMinShares': {
    text: 'The minimum for this block trade is {count} shares.',
    spec: '§5 New shares, block trades',
  },

  'order.missing': { text: 'The order does not exist.', spec: '§8 Trading' },
  'order.notHolding': {
    text: 'This order is not in holding and cannot be operated again.',
    spec: '§4 Orders',
  },
  'order.notPending': {
    text: 'This order is not pending and cannot be cancelled.',
    spec: '§4 Orders',
  },
  'order.notAwaitingPayment': {
    text: 'This order is not awaiting subscription payment. Please do not repeat.',
    spec: '§4 Orders',
  },

  'kyc.required': { text: 'Real-name verification is required.', spec: '§8 Funds' },
  'kyc.rejected': { text: 'Your real-name information was rejected.', spec: '§8 Funds' },
  'kyc.dateOfBirthInvalid': { text: 'Enter your date of birth.', spec: '§9 Age' },
  'kyc.guardianRequired': {
    text: 'Under 14, a guardian must act for you. Contact customer service.',
    spec: '§9 Age (children under 14 need a guardian)',
  },
  'kyc.underAge': {
    text: 'You must be 18 or older to trade.',
    spec: '§9 Age (minimum adult age 18)',
  },
  'kyc.alreadyVerified': { text: 'You are already verified.', spec: '§2 Account page' },
  'kyc.underReview': {
    text: 'Your real-name information is under review.',
    spec: '§4 Real-name',
  },
  'kyc.incomplete': {
    text: 'Please enter your name and ID number and upload both ID photos.',
    spec: '§5 Real-name verification',
  },

  'review.alreadyDecided': {
    text: 'This request is no longer pending review. Please do not repeat.',
    spec: '§8 Trading (not in review state)',
  },
  'review.reasonRequired': {
    text: 'Please give the reason for the rejection.',
    spec: 'none (a rejection tells the user why)',
  },
  'upload.invalidType': {
    text: 'Please upload a JPEG, PNG or WebP image.',
    spec: 'none (issue Money, Uploads)',
  },
  'upload.tooLarge': {
    text: 'The file is larger than {count} MB.',
    spec: 'none (issue Money, Uploads)',
  },
  'upload.missing': { text: 'The file does not exist.', spec: 'none (issue Money, Uploads)' },
  'admin.settingInvalid': {
    text: 'This value is not valid for this setting.',
    spec: 'none (back-office site config)',
  },
  'admin.riskLevelsInvalid': {
    text: 'The close-out level must be above zero and below the maintenance margin, which is at most 1.',
    spec: 'not in the spec (issue 25)',
  },
} as const satisfies Record<string, ServerMessageEntry>

/**
 * The catalogue of server messages (spec §8). Each code has one English text; the server fills
 * its placeholders and sends it as `msg`, the client translates it by the rule of spec §8.
 *
 * Placeholders: `{amount}` is money, `{count}` a whole number, `{range}` a time range
 * (hh:mm:ss-hh:mm:ss), `{field}` the name of a request field. A text holds at most one number or
 * range, because the client's rule re-inserts only the first one (spec §8).
 *
 * The Lingui extractor (scripts/serverMessageExtractor.ts) copies every text into the catalogs
 * under its code, so translators see them beside the app's own strings.
 */
export const SERVER_MESSAGES = {
  ...CORE_MESSAGES,
  ...AGREEMENT_MESSAGES,
  ...ALERT_MESSAGES,
  ...CHECKIN_MESSAGES,
  ...CREDIT_MESSAGES,
  ...FOLLOW_MESSAGES,
  ...IPO_MESSAGES,
  ...LENDING_MESSAGES,
  ...MESSAGE_MESSAGES,
  ...PLAN_MESSAGES,
  ...QUANT_MESSAGES,
} as const satisfies Record<string, ServerMessageEntry>

export type ServerMessageCode = keyof typeof SERVER_MESSAGES
/** A message's placeholders; `currency` says which currency `amount` is in when it is not the market's. */
export type ServerMessageParams = Partial<
  Record<'amount' | 'count' | 'range' | 'field' | 'currency', string>
>

export function isServerMessageCode(code: unknown): code is ServerMessageCode {
  return typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code)
}

/** The English text of a code with its placeholders filled, as the server sends it in `msg`. */
export function renderServerMessage(code: ServerMessageCode, params: ServerMessageParams = {}) {
  return SERVER_MESSAGES[code].text.replace(
    /\{(amount|count|range|field)\}/g,
    (whole, name: keyof ServerMessageParams) => params[name] ?? whole,
  )
}
