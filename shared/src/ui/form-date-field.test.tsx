// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n-instance';
import { FormDateField } from './form-fields';

function DateForm() {
  const { control } = useForm({ defaultValues: { day: '2026-11-30' } });
  return <FormDateField control={control} name="day" label="Visit date" />;
}

afterEach(() => setLanguage('en'));

// Issue 28.6: the browser's date field speaks the browser's language; the portal says the chosen day in its own.
describe('date field', () => {
  it('says the chosen day in the interface language', async () => {
    await setLanguage('ar');
    render(<DateForm />);
    expect(screen.getByText('الاثنين، 30 نوفمبر 2026')).toBeTruthy();
    expect(screen.getByLabelText(/Visit date/).getAttribute('lang')).toBe('ar');
  });
});
