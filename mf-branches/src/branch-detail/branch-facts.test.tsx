import { PortalProviders, registerTranslations, setLanguage } from '@portal/shared';
import { branchOf } from '@portal/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { BranchFacts } from './branch-facts';

registerTranslations('branches', { ar, en, fr });
afterEach(cleanup);

const branch = branchOf({ latitude: 24.7136, longitude: 46.6753 });

describe('branch facts in Arabic (issue 14.5)', () => {
  it('keeps latitude before longitude, isolated left to right', async () => {
    await setLanguage('ar');
    render(
      <PortalProviders>
        <BranchFacts branch={branch} />
      </PortalProviders>,
    );
    const coordinates = screen.getByTestId('branch-coordinates');
    expect(coordinates.tagName).toBe('BDI');
    expect(coordinates.getAttribute('dir')).toBe('ltr');
    expect(coordinates.textContent).toBe('24.7136, 46.6753');
  });
});
