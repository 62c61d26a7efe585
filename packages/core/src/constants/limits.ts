/**
 * Timers and limits of spec §4 and §9, named once. Every controller reads them from here.
 */

/** An open toast closes and reopens after this delay (spec §4, §9). */
export const TOAST_REOPEN_MS = 150
/** An auto-closing toast hides after this long (spec §3 toast `autoClose`). */
export const TOAST_AUTO_CLOSE_MS = 2_500
/** Modal shake duration (spec §4, §9). */
export const SHAKE_MS = 500
/** Header text transition (spec §9). */
export const HEADER_TEXT_MS = 120
/** Modal height animation (spec §9). */
export const MODAL_HEIGHT_MS = 150
/** View transition (spec §9). */
export const VIEW_TRANSITION_MS = 150
/** Back action waits this long before resetting the embedded wallet view (spec §4). */
export const EMBEDDED_BACK_RESET_MS = 100
/** An error toast follows a reject after this delay (spec §4). */
export const REJECT_TOAST_DELAY_MS = 300
/** After a failed token balance fetch, retries are blocked this long (spec §4, §9). */
export const BALANCE_RETRY_COOLDOWN_MS = 30_000
/** Email login may not repeat within this window (spec §5, §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** Embedded-wallet widget timeout: email, device, OTP, social, social redirect (spec §9). */
export const WIDGET_TIMEOUT_MS = 30_000
/** Pending transactions tracked per account (spec §9). */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Generic time constants of spec §9. */
export const ONE_SECOND_MS = 1_000
export const THREE_SECONDS_MS = 3_000
export const FIVE_SECONDS_MS = 5_000
export const TEN_SECONDS_MS = 10_000
export const FOUR_MINUTES_MS = 240_000
/** Swap slippage tolerance, in percent (spec §9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** Amounts display to this many decimals (spec §9). */
export const DISPLAY_DECIMALS = 3
/** Addresses are truncated to the first and last characters (spec §9). */
export const ADDRESS_CHARS_START = 4
export const ADDRESS_CHARS_END = 6
/** Modal width in CSS pixels (spec §2). */
export const MODAL_WIDTH_PX = 360
/** Embedded wallet SDK version (spec §9). */
export const EMBEDDED_WALLET_SDK_VERSION = 4
/** Name registration minimum length (spec §5). */
export const NAME_MIN_LENGTH = 4
