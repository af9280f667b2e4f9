import { notify, type SnackbarMessage } from '@portal/shared';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { pushNotificationOf } from '../push/push-messages';
import { showNotificationSnackbar } from './notification-snackbar';

// Spec §2 snackbar, fed by the stream (the bell's new notifications) and by push alike: title, body, View to the
// order (NEW_ORDER) or the package (NEW_PACKAGE) by the reference in the data; Close is the host's, always.

const modules = localModules();
const shown: SnackbarMessage[] = [];
const stop = notify.subscribeSnackbar((snack) => void shown.push(snack));
afterEach(() => {
  shown.length = 0;
});
afterAll(stop);

describe('notification snackbar', () => {
  it('shows a stream notification with View to the order', () => {
    showNotificationSnackbar(modules, 'View', {
      type: 'NEW_ORDER',
      title: 'New order',
      body: 'Order ORD-1 has been created',
      data: { reference: 'ORD-1' },
    });
    expect(shown).toEqual([
      {
        title: 'New order',
        body: 'Order ORD-1 has been created',
        view: { label: 'View', to: '/b2b/orders/view/ORD-1' },
      },
    ]);
  });

  it('shows a push message the same way, the package reference from its JSON payload', () => {
    const fromPush = pushNotificationOf({
      type: 'NEW_PACKAGE',
      title: 'Package',
      body: 'Ready',
      payload: JSON.stringify({ reference: 'PKG-9' }),
    });
    showNotificationSnackbar(modules, 'Voir', fromPush!);
    expect(shown[0]).toEqual({ title: 'Package', body: 'Ready', view: { label: 'Voir', to: '/b2b/packages/PKG-9' } });
  });

  it('stays quiet for the user’s own new order, and has no View to the page already on screen (issue 28.5)', () => {
    const order = { type: 'NEW_ORDER', title: 'New order', body: 'B', data: { reference: 'ORD-2', actor_id: 'u1' } };
    showNotificationSnackbar(modules, 'View', order, { path: '/b2b/orders', selfId: 'u1' });
    expect(shown).toEqual([]);
    showNotificationSnackbar(modules, 'View', order, { path: '/b2b/orders/view/ORD-2', selfId: 'u2' });
    expect(shown).toEqual([{ title: 'New order', body: 'B', view: undefined }]);
    showNotificationSnackbar(modules, 'View', order, { path: '/b2b/orders', selfId: 'u2' });
    expect(shown[1]?.view).toEqual({ label: 'View', to: '/b2b/orders/view/ORD-2' });
  });

  it('has no View for other types or before the modules are known', () => {
    showNotificationSnackbar(modules, 'View', { type: 'GENERAL', title: 'T', body: 'B', data: { reference: 'X' } });
    showNotificationSnackbar(undefined, 'View', { type: 'NEW_ORDER', title: 'T', body: 'B', data: { reference: 'X' } });
    expect(shown.map((snack) => snack.view)).toEqual([undefined, undefined]);
  });
});
