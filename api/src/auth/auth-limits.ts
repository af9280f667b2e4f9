// Sign-in limits (spec §9: 4-digit code by WhatsApp). Per phone, on top of the per-IP rate limits.
export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_WRONG_TRIES_PER_CODE = 5;
export const MAX_CODES_PER_HOUR = 5;
export const MAX_FAILURES_PER_WINDOW = 10;
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
