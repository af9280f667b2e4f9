import type { UserSession } from '@portal/contract';
import type { Transport } from './portal-client';

// `npm run simulate` leaves alone the visits of a technician someone is using (issue 30.6). A provider account is
// "in use" when it has a browser session — a signed-in phone or computer: a device the API recognises from its
// user agent (device_label), other than the simulator's own — seen in the last IN_USE_MINUTES. The API refreshes a
// session's last_seen_at at most once a minute on any request, so opening the field app, moving a visit or just
// reading the list keeps the account in use; a quarter of an hour without any of it hands the visits back to the
// simulator. The simulator's own sessions (Node's fetch, no browser) never count, nor do its earlier runs'.

export const IN_USE_MINUTES = 15;

export interface InUse {
  device: string;
  minutesAgo: number;
}

/** The most recent browser session of the account (the caller's token is the simulator's), if recent enough. */
export async function providerInUse(send: Transport, token: string, now: Date): Promise<InUse | null> {
  const answer = await send({ method: 'GET', url: '/api/v1/auth/user/sessions', token });
  if (answer.statusCode !== 200) throw new Error(`sessions: ${answer.body.message}`);
  const recent = (answer.body.data as UserSession[])
    .filter((session) => !session.current && session.device_label !== null)
    .map((session) => ({
      device: session.device_label!,
      minutesAgo: Math.max(0, Math.floor((now.getTime() - Date.parse(session.last_seen_at)) / 60_000)),
    }))
    .filter((session) => session.minutesAgo < IN_USE_MINUTES)
    .sort((a, b) => a.minutesAgo - b.minutesAgo);
  return recent[0] ?? null;
}
