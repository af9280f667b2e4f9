import { PortalProviders } from '@portal/shared';
import { setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { CardRechargeForm } from './card-recharge-form';
import { TransferRechargeForm } from './transfer-recharge-form';

// Client-side checks only: an amount or a receipt refused here never reaches the API (which checks again).

setUpRemoteTests('accounting', { ar, en, fr });

const amountInput = () => screen.getByRole('textbox', { name: /Amount \(SAR\)/ });

describe('card recharge form', () => {
  const renderForm = () =>
    render(
      <PortalProviders>
        <CardRechargeForm onCancel={() => {}} />
      </PortalProviders>,
    );

  it.each([
    ['', 'This field is required'],
    ['abc', 'Enter an amount in riyals, with at most two decimals'],
    ['10.005', 'Enter an amount in riyals, with at most two decimals'],
    ['0.50', 'Enter an amount between SAR 1.00 and SAR 1,000,000.00'],
    ['1000000.01', 'Enter an amount between SAR 1.00 and SAR 1,000,000.00'],
  ])('refuses %j with "%s" and sends nothing', async (value, message) => {
    renderForm();
    fireEvent.change(amountInput(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // Still the idle label: no request started.
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });
});

describe('bank transfer form', () => {
  const renderForm = () =>
    render(
      <PortalProviders>
        <TransferRechargeForm onCancel={() => {}} onDone={() => {}} />
      </PortalProviders>,
    );
  const chooseFile = (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('requires the receipt', async () => {
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit transfer' }));
    expect(await screen.findByText('Attach the transfer receipt (PDF, JPEG or PNG)')).toBeTruthy();
  });

  it('refuses a receipt that is not a PDF or an image as soon as it is chosen', async () => {
    renderForm();
    chooseFile(new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PDF, JPEG or PNG files are accepted')).toBeTruthy();
    expect(screen.getByTestId('receipt-name').textContent).toBe('receipt.gif');
  });

  it('refuses a receipt over 5 MB', async () => {
    renderForm();
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file is larger than 5 MB')).toBeTruthy();
  });
});
