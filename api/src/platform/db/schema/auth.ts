import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment, partOf } from './columns';
import { users } from './users';

// Sign-in state. Codes and tokens are stored only as hashes.

export const loginCodes = pgTable(
  'login_codes',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256(CODE_SECRET, phone:code), hex. */
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: moment('expires_at').notNull(),
    /** Wrong tries against this code. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: moment('consumed_at'),
    /** Who asked for it (auth/sign-in-source.ts): the hourly budget and the resend wait are per source. */
    source: text('source').notNull().default(''),
  },
  (table) => [
    index('login_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('login_codes_phone_source_created_idx').on(table.phone, table.source, table.createdAt),
  ],
);

/**
 * One row per wrong code or password, so the locks count failures across resends in a sliding 24 h window: per
 * phone + source and per kind (issue 16.4), so a stranger's failures never lock the owner's own device.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    failedAt: moment('failed_at').notNull(),
    source: text('source').notNull().default(''),
    /** 'password' or 'code': separate budgets. */
    kind: text('kind').notNull().default('code'),
  },
  (table) => [
    index('login_failures_phone_kind_idx').on(table.phone, table.kind, table.failedAt),
    index('login_failures_phone_kind_source_idx').on(table.phone, table.kind, table.source, table.failedAt),
  ],
);

/** A browser that signed in before: its token (SHA-256 here) makes it a source of its own (issue 16.4). */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: idColumn(),
    userId: partOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    lastUsedAt: moment('last_used_at').notNull(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** A registration waiting for its code (issue 16.5): nothing else exists until the code is verified. */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    phone: text('phone').primaryKey(),
    companyName: text('company_name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('pending_registrations_expires_idx').on(table.expiresAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    /** SHA-256 of the opaque bearer token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: partOf('user_id', () => users.id),
    fcmToken: text('fcm_token'),
    deviceData: jsonb('device_data'),
    createdAt: createdAtColumn(),
    lastSeenAt: moment('last_seen_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    // Push tokens are looked up to move a token off the device's earlier sessions (migration 0016).
    index('sessions_fcm_token_idx').on(table.fcmToken).where(sql`${table.fcmToken} IS NOT NULL`),
  ],
);
