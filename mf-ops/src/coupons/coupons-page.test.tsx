import { updateAbility } from '@portal/shared';
import type { OpsCoupon } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, listOf, onPhone, renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { couponList } from './coupon-queries';
import { CouponsPage } from './coupons-page';

// Issue 32.5 (ADR 0074): the console's coupons. Each coupon with its discount, uses against its limits and state;
// create, edit and pause only with update ops_catalog; the form checks the contract's rules, and a used coupon's
// code and percent are shown fixed.

useConsoleTestSetup();

const coupon = (code: string, overrides: Partial<OpsCoupon> = {}): OpsCoupon => ({
  id: `id-${code}`,
  code,
  discount_bp: 2000,
  max_discount: 15_000,
  valid_from: '2026-11-20',
  valid_to: '2027-01-30',
  active: true,
  max_uses: 500,
  max_uses_per_company: 3,
  used_count: 1,
  ever_used: true,
  state: 'active',
  created_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const renderPage = (items: OpsCoupon[]) =>
  renderConsolePage(<CouponsPage />, '/ops/coupons', couponList.listQuery(FIRST_PAGE).queryKey, listOf(items));

describe('coupons page', () => {
  it('read only: discount, uses against the limits and the state; only the uses button', async () => {
    updateAbility([OPS_CONSOLE_RULES.couponsRead]);
    renderPage([
      coupon('RAMADAN20'),
      coupon('LAUNCH25', {
        discount_bp: 2500,
        max_discount: null,
        max_uses: 1,
        max_uses_per_company: null,
        state: 'used_up',
      }),
    ]);
    const rows = await screen.findAllByRole('row');
    const ramadan = rows.find((row) => row.textContent?.includes('RAMADAN20'))!;
    expect(ramadan.textContent).toContain('20 % off · at most');
    expect(ramadan.textContent).toContain('1 of 500 · at most 3 per company');
    const launch = rows.find((row) => row.textContent?.includes('LAUNCH25'))!;
    expect(within(launch).getByTestId('coupon-state').textContent).toBe('Used up');
    expect(launch.textContent).toContain('1 of 1');
    expect(within(launch).getByRole('button', { name: 'Uses of LAUNCH25' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.coupons.add })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause RAMADAN20' })).toBeNull();
  });

  it('manage: pause or resume each; the new coupon form refuses a bad code and a third decimal', async () => {
    updateAbility([OPS_CONSOLE_RULES.couponsRead, OPS_CONSOLE_RULES.couponsManage]);
    renderPage([coupon('RAMADAN20'), coupon('SUMMER10', { active: false, state: 'paused', ever_used: false })]);
    expect(await screen.findByRole('button', { name: 'Pause RAMADAN20' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume SUMMER10' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.coupons.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'no spaces' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Discount/ }), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.coupons.create }));
    expect(await within(dialog).findByText('Use 3 to 30 characters: letters A–Z, digits and dashes')).toBeTruthy();
    expect(within(dialog).getByText('Enter number between 0.01 and 100')).toBeTruthy();
  });

  it('editing a used coupon shows its code and percent fixed', async () => {
    updateAbility([OPS_CONSOLE_RULES.couponsRead, OPS_CONSOLE_RULES.couponsManage]);
    renderPage([coupon('RAMADAN20')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit RAMADAN20' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en.coupons.locked)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /^Discount/ }) as HTMLInputElement).value).toBe('20');
  });

  it('shows a card per coupon at 390 px', async () => {
    onPhone();
    updateAbility([OPS_CONSOLE_RULES.couponsRead]);
    renderPage([coupon('RAMADAN20')]);
    const card = await screen.findByTestId('coupon-card');
    expect(card.textContent).toContain('RAMADAN20');
    expect(within(card).getByTestId('coupon-state').textContent).toBe('Active');
  });
});
