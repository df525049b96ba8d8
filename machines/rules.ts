/**
 * The product's numbers, each written once and cited (spec §9 unless noted).
 * Views, the server and the machines import them from here; nothing repeats them inline.
 */

/** spec §7, §9: every API call times out after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000
/**
 * Decision 0071: a call done once per `requestId` that carries its key is sent once more after a
 * lost answer (each try with its own 10 s), after this pause, on these statuses or on no answer.
 */
export const KEYED_RETRIES = 1
export const KEYED_RETRY_DELAY_MS = 800
export const KEYED_RETRY_STATUSES: readonly number[] = [408, 500, 502, 503, 504]
/** spec §8, §9: an error toast (and the default toast) stays 2 s. */
export const TOAST_MS = 2_000
/** issue 18: a toast that offers a way out ("Deposit money") stays long enough to be tapped. */
export const TOAST_ACTION_MS = 5_000
/** spec §4, §8, §9: after an HTTP 401, storage is cleared and the user sent to login after 2 s. */
export const SESSION_EXPIRED_DELAY_MS = 2_000
/** spec §2, §9: logout and the top bar's exit show loading for 1 s before going to login. */
export const LOGOUT_DELAY_MS = 1_000
/** spec §2, §9: outside the native shell a second back press within 1 s quits. */
export const BACK_DOUBLE_PRESS_MS = 1_000
/** spec §7, §9: the position list is fetched 300 at a time. */
export const POSITION_PAGE_SIZE = 300
/** spec §9: the root font size follows the viewport width up to 750 px. */
export const MAX_LAYOUT_WIDTH_PX = 750
/** spec §5, §9: the stepper's long press starts after 600 ms … */
export const STEPPER_LONG_PRESS_MS = 600
/** spec §9: … and then repeats every 200 ms. */
export const STEPPER_REPEAT_MS = 200
/** spec §5: the stepper's minimum defaults to 1 (and it has no maximum by default). */
export const STEPPER_DEFAULT_MIN = '1'

/** spec §3, §4: the market choices, saved under the `stock` key; Spain is the default. */
export const MARKETS = ['Spain', 'usd', 'usdc'] as const
export type Market = (typeof MARKETS)[number]
export const DEFAULT_MARKET: Market = 'Spain'
/** spec §1, §9: the currency symbol of each market. */
export const MARKET_SYMBOL: Record<Market, string> = { Spain: '€', usd: '$', usdc: 'USDC' }

/** spec §9: money groups thousands with dots and uses a comma for decimals. */
export const MONEY_FORMAT = { group: '.', decimal: ',', fractionDigits: 2 } as const
/** spec §9: dates read YYYY.MM.DD hh:mm:ss (24-hour clock). */
export const DATE_FORMAT = 'YYYY.MM.DD HH:mm:ss'
/** spec §9: a date without its time is the first half of the same format. */
export const DAY_FORMAT = DATE_FORMAT.split(' ')[0]!

/** spec §3: the keys the app keeps in local storage. */
export const STORAGE_KEYS = {
  token: 'tokend',
  account: 'account',
  language: 'language',
  market: 'stock',
  lastStock: 'stockDetail',
  /** Not in the spec: light, dark or the system's (issue 23). */
  theme: 'theme',
} as const

/**
 * Not in the spec: the shortest password accepted at registration (OWASP ASVS 2.1.1 asks for 8;
 * the spec names no length). Longer limits are input hygiene, not rules.
 */
export const PASSWORD_MIN_LENGTH = 8

/**
 * Not in the spec (decision 0024): how long a password-reset code an operator issued works, on
 * the server's clock: long enough to read it out on a call, short enough not to lie around.
 */
export const RESET_CODE_VALID_MINUTES = 30
/** spec §6 Logged-in ordinary user: identified by phone number (E.164: at most 15 digits) … */
export const PHONE_DIGITS = { min: 6, max: 15 } as const
export const PHONE_NUMBER = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`)
/** spec §6 Institution code: letters, digits and dashes, at most 20 (the console's rule too). */
export const INSTITUTION_CODE_MAX_LENGTH = 20
export const INSTITUTION_CODE = new RegExp(`^[A-Za-z0-9-]{0,${INSTITUTION_CODE_MAX_LENGTH}}$`)

/** spec §9 Stepper and list widgets: pagination is 10 per page … */
export const LIST_PAGE_SIZE = 10
/** … with 5 page buttons. */
export const PAGE_BUTTONS = 5

/**
 * spec §9 Withdrawal hours: 09:00-17:30 on trading days in the newer texts (the default here), or
 * 09:30-24:00 in the older ones; the back office picks one through the site config.
 */
export const DEFAULT_WITHDRAW_WINDOW = { open: '09:00', close: '17:30', tradingDaysOnly: true }
/** spec §9 Deposit hours: 08:30-22:00 (another text: weekdays all day); config can change it. */
export const DEFAULT_DEPOSIT_WINDOW = { open: '08:30', close: '22:00', tradingDaysOnly: false }
/** spec §9 Exchange currencies, plus the currencies the app's accounts hold (EUR, USD, USDC). */
export const EXCHANGE_CURRENCIES = [
  'EUR',
  'USD',
  'USDC',
  'CNY',
  'TWD',
  'HKD',
  'THB',
  'JPY',
  'VND',
  'MYR',
  'KRW',
] as const
export type ExchangeCurrency = (typeof EXCHANGE_CURRENCIES)[number]
/** The currencies a bank card is paid out in: every one held but USDC, which goes to a wallet. */
export const CARD_CURRENCIES = EXCHANGE_CURRENCIES.filter(
  (c): c is Exclude<ExchangeCurrency, 'USDC'> => c !== 'USDC',
)
export type CardCurrency = (typeof CARD_CURRENCIES)[number]
/**
 * spec §9 Withdrawal minimum: 100 (yuan or euro, the text varies) to a bank card, and one Korean
 * text gives 10,000 won; a minimum per currency. The others are not in the spec: round sums of
 * the same order as 100 yuan (about 14 US dollars), in whole units where a currency has no cents.
 */
export const WITHDRAW_MIN_CARD: Record<CardCurrency, string> = {
  EUR: '100.00',
  USD: '100.00',
  CNY: '100.00',
  KRW: '10000.00',
  TWD: '500.00',
  HKD: '100.00',
  THB: '500.00',
  JPY: '2000.00',
  VND: '300000.00',
  MYR: '50.00',
}
/** spec §5 Withdrawal, §9: the minimum withdrawal to a crypto wallet, in USDC. */
export const WITHDRAW_MIN_WALLET = '10.00'
/** spec §3 Account: each market's account currency (Spain €, usd $, usdc USDC). */
export const MARKET_CURRENCY: Record<Market, ExchangeCurrency> = {
  Spain: 'EUR',
  usd: 'USD',
  usdc: 'USDC',
}
/**
 * Not in the spec: payment passwords in brokerage apps are six digits; it is typed on a keypad
 * at every withdrawal, apart from the login password.
 */
export const FUND_PASSWORD_DIGITS = 6
export const FUND_PASSWORD = new RegExp(`^\\d{${FUND_PASSWORD_DIGITS}}$`)
/** Not in the spec (OWASP ASVS 2.2.1): wrong fund passwords in a row before a pause … */
export const FUND_PASSWORD_MAX_FAILURES = 5
/** … and how long the pause lasts, in minutes. */
export const FUND_PASSWORD_LOCK_MINUTES = 15
/** Not in the spec: the credit score every account starts with, and the default withdrawal floor. */
export const DEFAULT_CREDIT_SCORE = 100
export const DEFAULT_MIN_CREDIT_SCORE = 60
/** Issue "Money", Uploads: ID photos, deposit proofs and QR codes are at most 5 MB … */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** … and JPEG, PNG or WebP, checked by content. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** Not in the spec (issue 18): the app draws a photo at most this many pixels on its longest side
 * before sending it, which keeps an ID card legible and a phone photo well under the limit. */
export const UPLOAD_PHOTO_MAX_SIDE = 2048
/** spec §9 Stepper and list widgets: the pull-to-refresh header is 50 px … */
export const PULL_REFRESH_HEADER_PX = 50
/** … and its success message stays 500 ms. */
export const PULL_REFRESH_SUCCESS_MS = 500
/** spec §9 Minimum IPO subscription: 10000 shares shown; a product may ask for another minimum. */
export const IPO_MIN_SHARES = 10_000
/** spec §5 New shares: a share can be subscribed a limited number of times, once in one message. */
export const IPO_MAX_SUBSCRIPTIONS = 1
/** spec §9 Credit-limit activation: assets of at least €2,000 (or a bound bank card) … */
export const CREDIT_MIN_ASSETS = '2000.00'
/** … and activity in the last 30 days. */
export const CREDIT_ACTIVITY_DAYS = 30
/** spec §9 Credit-limit activation speaks in euros: credit is granted and repaid in EUR. */
export const CREDIT_CURRENCY = 'EUR'
/** spec §9 Agreement terms: a copy trade's performance fee, charged only when its target return is reached … */
export const FOLLOW_PERFORMANCE_FEE_RATE = '0.18'
/** … the spec's example target return (200 %), a product's default … */
export const FOLLOW_EXAMPLE_TARGET_RETURN = '2.00'
/** … and the service fee. */
export const FOLLOW_SERVICE_FEE_RATE = '0.02'
/** Not in the spec: the simulated exchange pays a dividend this many calendar days after its ex-date. */
export const DIVIDEND_PAY_DELAY_DAYS = 14
/**
 * Not in the spec (issue 19): tax withheld from a dividend paid to a long position, per market —
 * Spain's 19 % and the 15 % of the US treaty rate. A short position owes the dividend in full.
 */
export const DIVIDEND_WITHHOLDING_RATE = { Spain: '0.19', usd: '0.15' } as const
/** spec §9 Withdrawal processing: quant withdrawals arrive T+2 (the second trading day's open). */
export const QUANT_ARRIVAL_TRADING_DAYS = 2
/**
 * Not in the spec (issue 20): stock lending's defaults where the trading rules say nothing — the
 * pool takes up to this many lots of one share, pays this annual fee on the lent shares' value,
 * and passes this share of it to the investor (Trading 212 and Interactive Brokers pass half).
 */
export const LENDING_DEFAULT_QUOTA = 100_000
export const LENDING_DEFAULT_FEE_RATE = '0.02'
export const LENDING_DEFAULT_SHARE = '0.5'
/** spec §5 Other: the minimum stock-lending amount (the lent shares' value at the last price). */
export const LENDING_MIN_AMOUNT = '1000.00'

/**
 * Daily check-in (spec §1, §2 account page, §5 Other, §8 Check-in; decision 0033): a check-in a
 * calendar day in Madrid (the exchange's home), collected toward a reward that takes a number of
 * them: by default 7 check-ins for a 1,00 € credit (console settings).
 */
/** The calendar day of the app's day-based rules (a check-in, an age): Madrid's, the exchange's. */
export const BUSINESS_DAY_TIME_ZONE = 'Europe/Madrid'
export const CHECKIN_DEFAULT_REWARD_CHECKINS = 7
export const CHECKIN_DEFAULT_REWARD_AMOUNT = '1.00'
export const CHECKIN_REWARD_CURRENCY = 'EUR'

/** spec §9 Age: the minimum adult age, and the age under which a child needs a guardian. */
export const ADULT_AGE = 18
export const GUARDIAN_AGE = 14

/** spec §9: a script chunk that has not loaded in 120 seconds has failed (the retry screen). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
