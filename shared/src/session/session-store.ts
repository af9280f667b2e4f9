import type { AbilityRule, LoginInfo } from '@portal/contract';
import { markSingleton } from '../singleton-marker';
import { readStored, writeStored } from '../storage/local-storage';
import { type StoredUser, storedUserOf } from './stored-user';

markSingleton('session');

// The one session of the portal. It lives in `shared`, which Module Federation loads once,
// so the shell and every mounted remote read and react to the same state.

export type { StoredUser } from './stored-user';

export type SessionState = {
  token: string | null;
  user: StoredUser | null;
  /** Role-Id header: the membership (company role) the user acts with. */
  roleId: string | null;
  roleType: 'company';
  ability: AbilityRule[];
  wallet: LoginInfo['wallet'] | null;
  /** True after logout or a 403 in this page's life: the guard then sends to /login without a `to`. */
  ended: boolean;
};

type Listener = (state: SessionState) => void;

function load(): SessionState {
  return {
    token: readStored<string | null>('accessToken', null),
    user: readStored<StoredUser | null>('userData', null),
    roleId: readStored<string | null>('roleId', null),
    roleType: 'company',
    ability: readStored<AbilityRule[]>('userAbilityRules', []),
    wallet: readStored<LoginInfo['wallet'] | null>('wallet', null),
    ended: false,
  };
}

let state: SessionState = load();
const listeners = new Set<Listener>();

function persist(next: SessionState): void {
  writeStored('accessToken', next.token);
  writeStored('userData', next.user);
  writeStored('roleId', next.roleId);
  writeStored('userAbilityRules', next.ability.length ? next.ability : null);
  writeStored('wallet', next.wallet);
}

function set(next: SessionState): void {
  state = next;
  persist(next);
  for (const listener of listeners) listener(state);
}

export const session = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After the code is verified: the token alone, before login info arrives. */
  setToken(token: string): void {
    set({ ...state, token, ended: false });
  },
  /** Picks the company role to act with (Role-Id); the next login-info call loads its abilities. */
  selectRole(roleId: string): void {
    set({ ...state, roleId });
  },
  /** Every login-info answer replaces role, abilities and wallet (spec §4). */
  applyLoginInfo(info: LoginInfo): void {
    const next: SessionState = {
      token: info.token,
      // An ops account has no company role (its role id is empty): it sends no Role-Id and no role_id.
      roleId: info.role.id || null,
      roleType: 'company',
      ability: sameAs(state.ability, info.role.ability),
      wallet: sameAs(state.wallet, info.wallet),
      ended: false,
      user: sameAs(state.user, storedUserOf(info, state.user?.fcm_token ?? null)),
    };
    // The answer a page load asks for usually says what storage already said: telling nobody then spares every
    // useSession reader a synchronous re-render (useSyncExternalStore's updates are never a transition) and the
    // ability its rebuild, in the middle of the first render (issue 29.2).
    const keys = Object.keys(next) as (keyof SessionState)[];
    if (keys.every((key) => next[key] === state[key])) return;
    set(next);
  },
  /** Spec §3/§4: the push token, once obtained, is stored on the user data (and sent with login info). */
  setPushToken(token: string | null): void {
    if (!state.user || (state.user.fcm_token ?? null) === token) return;
    set({ ...state, user: { ...state.user, fcm_token: token } });
  },
  /** Logout and 403: token, user data, role, wallet, packages and abilities go (spec §4). */
  clear(): void {
    writeStored('packages', null);
    writeStored('activePackages', null);
    set({ token: null, user: null, roleId: null, roleType: 'company', ability: [], wallet: null, ended: true });
  },
  /** Re-reads storage, e.g. when another tab signed out. */
  reload(): void {
    state = load();
    for (const listener of listeners) listener(state);
  },
};

/** The value held now if the new one says the same (so readers comparing by reference see no change). */
function sameAs<T>(held: T, value: T): T {
  return JSON.stringify(held) === JSON.stringify(value) ? held : value;
}

export function isSignedIn(s: SessionState = state): boolean {
  return Boolean(s.token && s.user);
}
