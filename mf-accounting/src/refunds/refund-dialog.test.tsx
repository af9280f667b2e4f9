import { PortalProviders } from '@portal/shared';
import { setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { RefundDialog } from './refund-dialog';
import { RefundList } from './refund-list';

// The refund form checks what the API checks before sending anything: an amount within the wallet balance and a
// valid Saudi IBAN; the list says where each request stands.

setUpRemoteTests('accounting', { ar, en, fr });

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('refund dialog', () => {
  it('refuses more than the balance and a wrong IBAN, with messages on the fields', async () => {
    render(
      <PortalProviders>
        <RefundDialog balance={50_000} onClose={() => {}} />
      </PortalProviders>,
    );
    type(/^Amount/, '500.01');
    type(/IBAN/, 'SA03 8000 0000 6080 1016 7518');
    type(/Account holder/, 'Finance');
    fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByText(/Enter an amount between .*1\.00 and .*500\.00/)).toBeTruthy();
    expect(screen.getByText('Enter a valid Saudi IBAN (SA followed by 22 digits and letters)')).toBeTruthy();
  });
});

describe('refund list', () => {
  it('shows each request with its status and the IBAN left to right; a paid one with the bank reference', () => {
    render(
      <PortalProviders>
        <RefundList
          refunds={[
            {
              id: 'r1',
              reference: 'RFD-000001',
              amount: 40_000,
              iban: 'SA0380000000608010167519',
              account_name: 'Finance',
              note: null,
              status: 'rejected',
              reason: 'IBAN holder differs',
              bank_reference: null,
              decided_at: null,
              created_by: 'Sara',
              created_at: '2026-11-20T07:00:00.000Z',
            },
            {
              id: 'r2',
              reference: 'RFD-000002',
              amount: 10_000,
              iban: 'SA0380000000608010167519',
              account_name: 'Finance',
              note: null,
              status: 'paid',
              reason: null,
              bank_reference: 'SNB-2026-7781',
              decided_at: '2026-11-21T07:00:00.000Z',
              created_by: 'Sara',
              created_at: '2026-11-20T08:00:00.000Z',
            },
          ]}
        />
      </PortalProviders>,
    );
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('IBAN holder differs')).toBeTruthy();
    expect(screen.getAllByText('SA0380000000608010167519')[0]?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Paid out')).toBeTruthy();
    expect(screen.getByTestId('refund-bank-reference').textContent).toBe('Bank reference: SNB-2026-7781');
  });
});
