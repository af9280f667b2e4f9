// @vitest-environment jsdom
import '../testing/jsdom-resize-observer';
import { formObject, requiredText } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, type ToastMessage } from '../feedback/notify';
import { ApiError } from '../http';
import { setLanguage } from '../i18n/i18n-instance';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';
import { PortalProviders } from './portal-providers';
import { useContractForm } from './use-contract-form';

// A contract-like schema: the output trims the name, which is what must reach the request.
const schema = formObject({ name: requiredText(20), code: requiredText(5) });

type HarnessProps = {
  send: (body: v.InferOutput<typeof schema>) => Promise<unknown>;
  onClose: () => void;
  onlyName?: boolean;
};

function Harness(props: HarnessProps) {
  const form = useContractForm(schema, { name: '', code: '' });
  return (
    <FormDialog
      title="Add thing"
      form={form}
      onSubmit={props.send}
      success="created"
      onClose={props.onClose}
      fieldName={props.onlyName ? (name) => (name === 'name' ? name : undefined) : undefined}
      showFailure={props.onlyName}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="code" label="Code" required />
    </FormDialog>
  );
}

const toasts: ToastMessage[] = [];
let unsubscribe = () => {};
beforeEach(async () => {
  await setLanguage('en');
  toasts.length = 0;
  const stop = notify.subscribe((toast) => toasts.push(toast));
  unsubscribe = () => void stop();
});
afterEach(() => {
  unsubscribe();
  cleanup();
});

const type = (label: RegExp, value: string) =>
  act(async () => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } }));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

function renderDialog(send: (body: unknown) => Promise<unknown>, onlyName = false) {
  const onClose = vi.fn();
  render(
    <PortalProviders>
      <Harness send={send} onClose={onClose} onlyName={onlyName} />
    </PortalProviders>,
  );
  return onClose;
}

// jsdom renders of Fluent components take seconds on a busy machine.
describe('form dialog', { timeout: 30_000 }, () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const send = vi.fn(async () => ({}));
    const onClose = renderDialog(send);
    await save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the schema output once, disables Save while pending, then toasts and closes', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onClose = renderDialog(send);
    await type(/Name/, '  Kitchen  ');
    await type(/Code/, 'K1');
    await save();
    expect(send).toHaveBeenCalledWith({ name: 'Kitchen', code: 'K1' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ id: '1' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([{ intent: 'success', title: 'Record has been created successfully', body: undefined }]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts a 422's field errors on the fields and stays open", async () => {
    const refusal = new ApiError({
      kind: 'validation',
      status: 422,
      message: 'Invalid',
      fieldErrors: { code: ['The code is already taken'] },
    });
    const onClose = renderDialog(() => Promise.reject(refusal));
    await type(/Name/, 'Kitchen');
    await type(/Code/, 'K1');
    await save();
    expect(await screen.findByText('The code is already taken')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows in the dialog a refusal that lands on no field of the form', async () => {
    const refusal = new ApiError({
      kind: 'validation',
      status: 422,
      message: 'Choose at least one permission',
      fieldErrors: { code: ['Not a field here'] },
    });
    renderDialog(() => Promise.reject(refusal), true);
    await type(/Name/, 'Kitchen');
    await type(/Code/, 'K1');
    await save();
    expect(await screen.findByText('Choose at least one permission')).toBeTruthy();
    expect(screen.queryByText('Not a field here')).toBeNull();
  });
});
