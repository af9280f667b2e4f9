// The current time, injectable so tests can move it (code expiry, resend delays, lock windows).
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
