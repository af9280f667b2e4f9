import type { OpsRole } from '@portal/contract';
import type { Queryable } from '../../platform/db/database';
import { opsStaff, users } from '../../platform/db/schema/index';

/** The platform's demo operations team (issue 27.2): one person per ops role, beside the all-round demo ops admin. */
const DEMO_OPS_TEAM: ReadonlyArray<{ name: string; phone: string; role: OpsRole }> = [
  { name: 'Noura Al-Qahtani', phone: '+966500000011', role: 'admin' },
  { name: 'Khalid Al-Harbi', phone: '+966500000012', role: 'finance' },
  { name: 'Faisal Al-Otaibi', phone: '+966500000013', role: 'dispatch' },
  { name: 'Reem Al-Shehri', phone: '+966500000014', role: 'support' },
  { name: 'Abdullah Al-Mutairi', phone: '+966500000015', role: 'catalog' },
];

/** An ops account holding these roles. */
export async function insertOpsUser(db: Queryable, person: { name: string; phone: string; roles: OpsRole[] }) {
  const [user] = await db
    .insert(users)
    .values({ fullName: person.name, phone: person.phone, accountType: 'ops' })
    .returning({ id: users.id });
  if (!user) throw new Error(`ops user ${person.phone} was not created`);
  await db.insert(opsStaff).values({ userId: user.id, roles: person.roles });
  return user.id;
}

export async function seedOpsTeam(db: Queryable) {
  for (const { name, phone, role } of DEMO_OPS_TEAM) await insertOpsUser(db, { name, phone, roles: [role] });
}
