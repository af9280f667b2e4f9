import type { Profile } from '@portal/contract';
import type { users } from '../../platform/db/schema/index';
import { unauthenticated } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { findProfile, updateProfile } from './profile-queries';

function toProfile(user: typeof users.$inferSelect): Profile {
  return {
    id: user.id,
    name: user.fullName,
    phone: user.phone,
    email: user.email,
    img_url: user.imgUrl,
    has_password: user.passwordHash !== null,
  };
}

/** The caller's own profile (the session exists, so a missing user means it was deleted meanwhile). */
export async function ownProfile(ctx: SignedInContext): Promise<Profile> {
  const user = await findProfile(ctx.db, ctx.actor.userId);
  if (!user) throw unauthenticated();
  return toProfile(user);
}

export async function updateOwnProfile(
  ctx: SignedInContext,
  input: { full_name: string; email?: string | null },
): Promise<Profile> {
  const user = await updateProfile(ctx.db, ctx.actor.userId, { fullName: input.full_name, email: input.email });
  if (!user) throw unauthenticated();
  return toProfile(user);
}
