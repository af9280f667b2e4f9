import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelWithPhone } from './audit-page';

describe('audit record labels in Arabic (issue 14.5)', () => {
  it('keeps the phone number left to right inside an Arabic label', () => {
    const { container } = render(<LabelWithPhone label="عمر الحربي (+966551234567)" />);
    const phone = container.querySelector('bdi[dir="ltr"]');
    expect(phone?.textContent).toBe('+966551234567');
    expect(container.textContent).toBe('عمر الحربي (+966551234567)');
  });
});
