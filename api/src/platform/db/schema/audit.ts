import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, userRef } from './columns';

/** Who changed what in a company's users, residents and roles, and when; written in the change's transaction. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    actorUserId: userRef('actor_user_id'),
    /** Kept as written, so the log still names a person who has since left. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    targetLabel: text('target_label').notNull(),
    changes: jsonb('changes').notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [index('audit_events_company_created_idx').on(table.companyId, table.createdAt)],
);
