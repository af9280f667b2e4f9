import { type LoginInfo, PROVIDER_ABILITY } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { providers } from '../../platform/db/schema/index';
import { forbidden } from '../../platform/http/app-error';

/**
 * The role part of a provider account's login info (issue 30, ADR 0046): account type provider, no company (no
 * Role-Id is sent), its provider's name where a company's stands, and the provider rules that open the field app.
 * An account whose provider is gone or inactive is refused, as the provider API refuses it.
 */
export async function providerLoginRole(db: Queryable, userId: string): Promise<LoginInfo['role']> {
  const [provider] = await db
    .select({ name: providers.name, nameAr: providers.nameAr, nameEn: providers.nameEn })
    .from(providers)
    .where(and(eq(providers.userId, userId), eq(providers.active, true)));
  if (!provider) throw forbidden('orders.op.not_provider');
  return {
    id: '',
    company: {
      id: '',
      name: { ar: provider.nameAr, en: provider.nameEn },
      logo_url: null,
    },
    role: { title: provider.name },
    is_admin: false,
    account_type: 'provider',
    ability: [...PROVIDER_ABILITY],
  };
}
