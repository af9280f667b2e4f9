// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, type ToastMessage } from '../feedback/notify';
import { setLanguage } from '../i18n/i18n-instance';
import { DeleteCanceled, useConfirmDelete, useConfirmedDelete } from './confirm-delete';
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

function ConfirmedDeleteButton({
  remove,
  onResult,
}: {
  remove: () => Promise<unknown>;
  onResult: (ok: boolean) => void;
}) {
  const confirmedDelete = useConfirmedDelete();
  return (
    <button type="button" onClick={() => confirmedDelete(remove).then(onResult)}>
      Delete unit
    </button>
  );
}

describe('the standard delete (confirm, remove, toast)', () => {
  async function run(click: 'Yes delete it' | 'Cancel', remove: () => Promise<unknown>) {
    await setLanguage('en');
    const results: boolean[] = [];
    const toasts: ToastMessage[] = [];
    const stop = notify.subscribe((t) => toasts.push(t));
    render(
      <PortalProviders>
        <ConfirmedDeleteButton remove={remove} onResult={(ok) => results.push(ok)} />
      </PortalProviders>,
    );
    fireEvent.click(screen.getByText('Delete unit'));
    await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: click })));
    stop();
    return { results, toasts: toasts.map((t) => `${t.intent}: ${t.title}`) };
  }

  it('removes and shows "Record has been deleted successfully" when confirmed', async () => {
    let removed = 0;
    const outcome = await run('Yes delete it', async () => {
      removed += 1;
    });
    expect(removed).toBe(1);
    expect(outcome).toEqual({ results: [true], toasts: ['success: Record has been deleted successfully'] });
  });

  it('removes nothing when cancelled', async () => {
    let removed = 0;
    const outcome = await run('Cancel', async () => {
      removed += 1;
    });
    expect(removed).toBe(0);
    expect(outcome).toEqual({ results: [false], toasts: ['error: Delete canceled successfully'] });
  });

  it('shows no success when the API refuses', async () => {
    const outcome = await run('Yes delete it', () => Promise.reject(new Error('last admin')));
    expect(outcome).toEqual({ results: [false], toasts: [] });
  });
});
