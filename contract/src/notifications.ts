import * as v from 'valibot';
import { endpoint } from './endpoint';
import { formObject } from './fields';
import { booleanQueryParam, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';

// In-app notifications of the caller (spec §2 notifications, §9 push types) under /api/v1/company/notifications,
// and the caller's notification preferences under /api/v1/auth/user/notification-preferences.

/** NEW_ORDER and NEW_PACKAGE link to the order / package view with data.reference (spec §2 snackbar). */
export const NOTIFICATION_TYPES = [
  'NEW_ORDER',
  'NEW_PACKAGE',
  'ORDER_NEW_MESSAGE',
  'TECHNICAL_SUPPORT',
  'PAYMENT',
  'GENERAL',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Where a notification opens when its type alone does not say (data.page, issue 27.3): the wallet, its movements,
 * its bank transfers, its refunds, a quotation (data.reference), the support chat, an order's chat (the order view,
 * data.reference), the account information page (certificates). Written by the API, read by the shell's push click.
 */
export const NOTIFICATION_PAGES = [
  'wallet',
  'transactions',
  'transfers',
  'refunds',
  'quotation',
  'support',
  'order',
  'account',
] as const;
export type NotificationPage = (typeof NOTIFICATION_PAGES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a user gets when they never chose: in-app on, the external channels off. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationChannel, boolean> = {
  in_app: true,
  whatsapp: false,
  email: false,
};

export const NOTIFICATION_SORT_KEYS = ['created_at', 'type'] as const;

export const notificationsQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(NOTIFICATION_SORT_KEYS),
  /** unread=1: only what the caller has not read. */
  unread: v.optional(booleanQueryParam, false),
});
export type NotificationsQuery = v.InferInput<typeof notificationsQuerySchema>;

export const notificationSchema = v.object({
  id: v.string(),
  type: v.string(),
  /** In the caller's language (lang header). */
  title: v.string(),
  body: v.string(),
  /** Reference ids, e.g. { reference } of an order or a package. */
  data: v.record(v.string(), v.unknown()),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

/** The standard list shape plus the caller's unread count (for the bell). */
export const notificationListSchema = v.object({
  ...listResultSchema(notificationSchema).entries,
  unread: v.number(),
});
export type NotificationList = v.InferOutput<typeof notificationListSchema>;

export const unreadCountSchema = v.object({ unread: v.number() });
export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

export const notificationParamsSchema = v.object({
  id: v.pipe(v.string(), v.uuid(messageKey('validation.uuid'))),
});

export const notificationPreferenceSchema = v.object({
  type: v.picklist(NOTIFICATION_TYPES, messageKey('validation.invalid')),
  in_app: v.boolean(messageKey('validation.invalid')),
  whatsapp: v.boolean(messageKey('validation.invalid')),
  email: v.boolean(messageKey('validation.invalid')),
});
export type NotificationPreference = v.InferOutput<typeof notificationPreferenceSchema>;

/** Answer of GET and PUT: one entry per type, in NOTIFICATION_TYPES order. */
export const notificationPreferencesSchema = v.object({ preferences: v.array(notificationPreferenceSchema) });
export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;

/** PUT body: the types to change (others keep their value); each type at most once. */
export const notificationPreferencesBodySchema = formObject({
  preferences: v.pipe(
    v.array(notificationPreferenceSchema, messageKey('validation.invalid')),
    v.nonEmpty(messageKey('validation.required')),
    v.check((items) => new Set(items.map((item) => item.type)).size === items.length, messageKey('validation.invalid')),
  ),
});
export type NotificationPreferencesBody = v.InferInput<typeof notificationPreferencesBodySchema>;

const tag = 'notifications';
const readNotifications = { ability: { action: 'read', subject: 'b2b_notifications' } } as const;

/** The endpoints of the caller's notifications and notification preferences (issue 25.1: declared once). */
export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({
    operationId: 'listNotifications',
    method: 'GET',
    path: 'company/notifications',
    access: readNotifications,
    summary: "The caller's notifications (newest first) with the unread count; unread=1 for unread only",
    tag,
    query: notificationsQuerySchema,
    response: notificationListSchema,
  }),
  unreadCount: endpoint({
    operationId: 'countUnreadNotifications',
    method: 'GET',
    path: 'company/notifications/unread-count',
    access: readNotifications,
    summary: "The caller's unread notifications count (the bell)",
    tag,
    response: unreadCountSchema,
  }),
  markRead: endpoint({
    operationId: 'markNotificationRead',
    method: 'POST',
    path: 'company/notifications/:id/read',
    access: readNotifications,
    summary: 'Mark one notification as read; answers the new unread count',
    tag,
    params: notificationParamsSchema,
    response: unreadCountSchema,
    message: 'notifications.marked_read',
  }),
  markAllRead: endpoint({
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: 'company/notifications/read-all',
    access: readNotifications,
    summary: 'Mark every notification of the caller as read; answers the new unread count (0)',
    tag,
    response: unreadCountSchema,
    message: 'notifications.all_marked_read',
  }),
  preferences: endpoint({
    operationId: 'getNotificationPreferences',
    method: 'GET',
    path: 'auth/user/notification-preferences',
    access: { auth: 'signed-in' },
    summary: 'Notification preferences of the caller: per type, in-app / WhatsApp / email',
    tag,
    response: notificationPreferencesSchema,
  }),
  savePreferences: endpoint({
    operationId: 'saveNotificationPreferences',
    method: 'PUT',
    path: 'auth/user/notification-preferences',
    access: { auth: 'signed-in' },
    summary: 'Change notification preferences (only the types sent change); answers all of them',
    tag,
    body: notificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
    message: 'success.data_updated',
  }),
};
