import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Description } from './description';

// A movement's description keeps each reference in it whole: one isolated left-to-right run that never wraps.

describe('Description', () => {
  it('isolates every reference of the text, and only them', () => {
    const { container } = render(<Description text="استرداد الطلب ORD-2026-000015 (PAY-000005)" />);
    const references = Array.from(container.querySelectorAll('bdi[dir="ltr"]'));
    expect(references.map((node) => node.textContent)).toEqual(['ORD-2026-000015', 'PAY-000005']);
    expect(container.textContent).toBe('استرداد الطلب ORD-2026-000015 (PAY-000005)');
  });

  it('leaves a text without a reference as it is', () => {
    const { container } = render(<Description text="Wallet recharge by card" />);
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe('Wallet recharge by card');
  });
});
