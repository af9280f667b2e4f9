// Sign-in limits (spec §9: 4-digit code by WhatsApp), on top of the per-IP rate limits. Issue 16.4: every budget
// is per phone + source (an address, or a known device: sign-in-source.ts), so failures from a stranger's address
// never lock the owner's own device; the phone-wide caps bound what many addresses together can try, and known
// devices are outside them. Password and code failures are separate budgets.
export const CODE_TTL_SECONDS = 300;
export const MAX_WRONG_TRIES_PER_CODE = 5;
/** Codes one source may ask for a phone per hour. */
export const MAX_CODES_PER_HOUR = 5;
/** Codes all unknown sources together may ask for a phone per hour (WhatsApp messages cost money). */
export const MAX_CODES_PER_HOUR_PER_PHONE = 20;
/** Wrong codes, and separately wrong passwords, one source may send for a phone in the window. */
export const MAX_FAILURES_PER_WINDOW = 10;
/** Wrong codes, and separately wrong passwords, all unknown sources together may send for a phone in the window. */
export const MAX_FAILURES_PER_PHONE = 50;
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Wrong passwords past the phone-wide budget do not lock every unknown source for the window (issue 26.6: that
 * locked the owner out from any new address for 24 h): each further failure doubles a wait from the latest one,
 * starting here and capped below.
 */
export const PASSWORD_BACKOFF_BASE_MS = 2_000;
export const PASSWORD_BACKOFF_CAP_MS = 15 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
/** A device unused this long is no longer known. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * HOUR_MS;
/** An unverified registration is dropped after this (one hour). */
export const PENDING_REGISTRATION_TTL_MS = 60 * 60 * 1000;
