import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { updateAbility } from '../ability';
import { type NamespaceResources, registerTranslations, setLanguage } from '../i18n/i18n-instance';
import { queryClient } from '../query';

/**
 * Test helper (not shipped): what a remote's component tests share. Its strings registered, English unless a test
 * says otherwise; after each test nothing rendered, no abilities, an empty cache and English again.
 */
export function useRemoteTestSetup(namespace: string, bundles: NamespaceResources) {
  beforeAll(async () => {
    registerTranslations(namespace, bundles);
    await setLanguage('en');
  });
  afterEach(async () => {
    cleanup();
    updateAbility([]);
    queryClient.clear();
    await setLanguage('en');
  });
}
