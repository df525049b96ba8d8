/**
 * RFC 6238's default, which every authenticator app reads: a code has 6 digits. In a module of
 * its own, so that a screen that names the number (the login's code step) does not pull the
 * two-factor contracts into its chunk.
 */
export const TOTP_DIGITS = 6
