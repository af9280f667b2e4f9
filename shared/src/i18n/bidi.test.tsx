// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate, Reference } from './bidi';

// Issue 28.6: a reference never breaks at its hyphens nor mixes with the Arabic around it; a name in a sentence is
// isolated from the date after it.
describe('bidirectional isolation', () => {
  it('renders a reference as one isolated left-to-right run that does not wrap', () => {
    const { container } = render(
      <p dir="rtl">
        الطلب <Reference>ORD-2026-000123</Reference> مدفوع
      </p>,
    );
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toBe('ORD-2026-000123');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.style.whiteSpace).toBe('nowrap');
  });

  it('wraps a name in first-strong isolate marks', () => {
    expect(isolate('Platform Ops')).toBe('\u2068Platform Ops\u2069');
  });
});
