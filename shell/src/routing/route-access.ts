// The route guard as a pure decision (spec §2), so tests can walk the whole route table.
/** `account: 'company'`: a company account page whose rule names a console subject (ADR 0071). */
export type Rule = { action: string; subject: string; account?: 'company' | undefined };

export type RouteAccess =
  /** Always allowed (landing, error pages). */
  | { kind: 'public' }
  /** Only for signed-out users (/login, /register…); a signed-in user goes to "/". */
  | { kind: 'guest' }
  /** Needs a signed-in user, and the ability when a rule is given. */
  | { kind: 'protected'; rule?: Rule };

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'not-authorized' };

type Viewer = {
  signedIn: boolean;
  /** The session was just ended (logout, 403): go to plain /login, the page is not "wanted". */
  sessionEnded?: boolean;
  can: (rule: Rule) => boolean;
};

export function decideAccess(access: RouteAccess, viewer: Viewer, requested: string): GuardDecision {
  switch (access.kind) {
    case 'public':
      return { type: 'allow' };
    case 'guest':
      return viewer.signedIn ? { type: 'redirect', to: '/' } : { type: 'allow' };
    case 'protected':
      if (!viewer.signedIn) {
        return { type: 'redirect', to: viewer.sessionEnded ? '/login' : `/login?to=${encodeURIComponent(requested)}` };
      }
      if (access.rule && !viewer.can(access.rule)) return { type: 'not-authorized' };
      return { type: 'allow' };
  }
}

/** Where to go after sign-in: the `to` query when it is a path of this portal, else "/". */
export function afterSignInTarget(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return to?.startsWith('/') && !to.startsWith('//') ? to : '/';
}
