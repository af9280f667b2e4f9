// @vitest-environment jsdom
import '../testing/jsdom-resize-observer';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify, type SnackbarMessage } from '../feedback/notify';
import { setLanguage } from '../i18n/i18n-instance';
import { setNavigator } from '../navigation/navigate';
import { ActionDialog, type ActionDialogProps } from './action-dialog';
import { PortalProviders } from './portal-providers';

// The one frame of the console's decisions, the money dialogs, the order's payment and the role move: Enter and
// the action submit once, a running request or a missing choice holds the action, and a search box's Enter does
// not submit where the dialog says so.

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

function renderDialog(props: Partial<ActionDialogProps> = {}) {
  const calls = { submitted: 0, closed: 0 };
  render(
    <PortalProviders>
      <ActionDialog
        title="Refund"
        intro="Give the money back"
        facts={[['Amount', '120.00 SAR']]}
        submitLabel="Refund"
        pending={false}
        onSubmit={() => calls.submitted++}
        onClose={() => calls.closed++}
        {...props}
      >
        <input aria-label="Reason" />
      </ActionDialog>
    </PortalProviders>,
  );
  return calls;
}

describe('ActionDialog', () => {
  it('shows title, intro and facts; Enter in a field and the action both submit; Cancel closes', () => {
    const calls = renderDialog();
    expect(screen.getByText('Give the money back')).toBeTruthy();
    expect(screen.getByText('120.00 SAR')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Reason'));
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(calls.submitted).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.closed).toBe(1);
  });

  it('holds the action while the request runs or nothing is chosen', () => {
    const running = renderDialog({ pending: true });
    fireEvent.submit(screen.getByLabelText('Reason'));
    expect(running.submitted).toBe(0);
    cleanup();
    const unchosen = renderDialog({ submitDisabled: true, cancelLabel: 'Close' });
    fireEvent.submit(screen.getByLabelText('Reason'));
    expect(unchosen.submitted).toBe(0);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('with enterSubmits false, Enter in the search does nothing and only the button acts', () => {
    const calls = renderDialog({ enterSubmits: false });
    fireEvent.submit(screen.getByLabelText('Reason'));
    expect(calls.submitted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(calls.submitted).toBe(1);
  });

  it('shows, inside itself, a refusal that names where to fix it; the snackbar gets it once the dialog is gone', () => {
    const snacks: SnackbarMessage[] = [];
    const stop = notify.subscribeSnackbar((snack) => snacks.push(snack));
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    const refusal = {
      title: 'Add your VAT number first',
      view: { label: 'Open account information', to: '/pages/account-information' },
      intent: 'error' as const,
    };
    const calls = renderDialog();
    act(() => notify.snackbar(refusal));
    expect(snacks).toEqual([]);
    expect(screen.getByTestId('dialog-refusal').textContent).toContain('Add your VAT number first');
    fireEvent.click(screen.getByRole('button', { name: 'Open account information' }));
    expect(calls.closed).toBe(1);
    expect(went).toEqual(['/pages/account-information']);
    cleanup();
    notify.snackbar(refusal);
    expect(snacks).toEqual([refusal]);
    stop();
  });
});
