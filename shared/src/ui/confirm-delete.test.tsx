// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, type ToastMessage } from '../feedback/notify';
import { setLanguage } from '../i18n/i18n-instance';
import { DeleteCanceled, useConfirmDelete } from './confirm-delete';
import { PortalProviders } from './portal-providers';

afterEach(cleanup);

function DeleteButton({ onResult }: { onResult: (result: string) => void }) {
  const confirm = useConfirmDelete();
  return (
    <button
      type="button"
      onClick={() =>
        confirm().then(
          () => onResult('deleted'),
          (error: unknown) => onResult(error instanceof DeleteCanceled ? 'canceled' : 'other'),
        )
      }
    >
      Delete branch
    </button>
  );
}

async function open(onResult: (result: string) => void) {
  await setLanguage('en');
  render(
    <PortalProviders>
      <DeleteButton onResult={onResult} />
    </PortalProviders>,
  );
  fireEvent.click(screen.getByText('Delete branch'));
  return screen.findByRole('alertdialog');
}

describe('delete confirmation (spec §5)', () => {
  it('asks "Are you sure?" with the spec texts and resolves on "Yes delete it"', async () => {
    const results: string[] = [];
    const dialog = await open((r) => results.push(r));
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('You wont be able to revert this');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes delete it' })));
    expect(results).toEqual(['deleted']);
  });

  it('on Cancel shows the error toast "Delete canceled successfully" and rejects', async () => {
    const results: string[] = [];
    const toasts: ToastMessage[] = [];
    const stop = notify.subscribe((t) => toasts.push(t));
    await open((r) => results.push(r));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    stop();
    expect(results).toEqual(['canceled']);
    expect(toasts).toEqual([{ intent: 'error', title: 'Delete canceled successfully', body: undefined }]);
  });
});
