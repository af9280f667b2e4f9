import type { InternalAxiosRequestConfig } from 'axios';
import { storedLanguage } from '../preferences/language';
import { session } from '../session/session-store';

/** Spec §7: identity headers on every call; the session headers only while signed in. */
export function sessionHeaders(): Record<string, string> {
  const { token, roleType, roleId } = session.getState();
  const headers: Record<string, string> = {
    'X-Platform': 'WebClient',
    'X-Version': '1.0',
    lang: storedLanguage(),
  };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['Role-Type'] = roleType || 'company';
    if (roleId) headers['Role-Id'] = roleId;
  }
  return headers;
}

/** Read at send time, not at creation, so a login or language switch applies to the very next call. */
export function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  for (const [name, value] of Object.entries(sessionHeaders())) {
    // A header the caller set explicitly wins (e.g. a one-off `lang`).
    if (!config.headers.has(name)) config.headers.set(name, value);
  }
  return config;
}
