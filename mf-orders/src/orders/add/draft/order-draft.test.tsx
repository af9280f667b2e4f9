import { PICKER_PAGE_SIZE, queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule, Branch, ListResult } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { branchSearchQuery } from '../../../common/location-queries';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import '../../../i18n/on-demand';
import { fr } from '../../../i18n/fr';
import { catalogServices, FORM_BRANCH, orderDraft } from '../../order-fixtures';
import { AddOrderPage } from '../add-order-page';
import { DraftFailureBanner } from './draft-banner';
import { DRAFT_KEY } from './draft-queries';

// ADR 0063 in the form: the draft found on opening (Resume fills every field back), and a failed draft's reason
// with its fix, in the reader's language.

setUpRemoteTests('orders', { ar, en, fr });

const BRANCH = FORM_BRANCH;

const rules: AbilityRule[] = [
  { action: 'insert', subject: 'b2b_orders' },
  { action: 'read', subject: 'b2b_branches' },
];

function seedDraft() {
  updateAbility(rules);
  const branches = { items: [BRANCH], total: 1, page: 1, perPage: PICKER_PAGE_SIZE } as ListResult<Branch>;
  queryClient.setQueryData(branchSearchQuery({ perPage: PICKER_PAGE_SIZE }).queryKey, branches);
  queryClient.setQueryData(['catalog', 'services'], catalogServices());
  queryClient.setQueryData(['branches', 'one', BRANCH.id], BRANCH);
  queryClient.setQueryData(DRAFT_KEY, orderDraft());
}

async function expectResumed() {
  expect(await screen.findByDisplayValue('Third floor')).toBeTruthy();
  expect(screen.queryByTestId('draft-found')).toBeNull();
  expect(screen.getByDisplayValue('Olaya (OLY)')).toBeTruthy();
  expect((screen.getByTestId('order-line').querySelector('input') as HTMLInputElement).value).toBe('3');
}

describe('order draft', () => {
  it('offers the draft left earlier; Resume puts its branch, lines and notes back', async () => {
    seedDraft();
    renderAt('/b2b/orders/add', <AddOrderPage />);
    expect((await screen.findByTestId('draft-found')).textContent).toContain('You have a draft order saved on');
    fireEvent.click(screen.getByTestId('draft-resume'));
    await expectResumed();
  });

  it('opened by Resume on the orders list (?draft=resume): the form is the draft at once, no question asked', async () => {
    seedDraft();
    renderAt('/b2b/orders/add?draft=resume', <AddOrderPage />);
    await expectResumed();
  });

  it.each([
    ['en', 'Accept the new price', 'Price when saved'],
    ['ar', 'قبول السعر الجديد', 'السعر عند الحفظ'],
    ['fr', 'Accepter le nouveau prix', 'Prix à l’enregistrement'],
  ] as const)('%s: a price that changed shows both prices and the way to accept it', async (language, accept, was) => {
    await setLanguage(language);
    const onAcceptPrice = vi.fn();
    const failed = orderDraft({
      status: 'draft_failed',
      failure: { reason: 'price_changed', message: 'The API’s text', new_total: 21_160 },
    });
    render(<DraftFailureBanner draft={failed} onAcceptPrice={onAcceptPrice} onPickSlot={vi.fn()} busy={false} />);
    expect(screen.getByTestId('draft-failed').textContent).toContain(was);
    expect(screen.getByTestId('draft-failed').textContent).toContain('The API’s text');
    fireEvent.click(screen.getByRole('button', { name: accept }));
    expect(onAcceptPrice).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('draft-pick-slot')).toBeNull();
  });
});
