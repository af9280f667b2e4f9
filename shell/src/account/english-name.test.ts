import { describe, expect, it } from 'vitest';
import { englishNameToEdit } from './english-name';

describe('the English company name of the account form (issue 28.6)', () => {
  it('is not prefilled with the Arabic name', () => {
    expect(englishNameToEdit({ name_ar: 'مؤسسة النخبة', name_en: 'مؤسسة النخبة' })).toBe('');
  });

  it('keeps an English name, and a Latin name given for both', () => {
    expect(englishNameToEdit({ name_ar: 'مؤسسة النخبة', name_en: 'Al Nukhba' })).toBe('Al Nukhba');
    expect(englishNameToEdit({ name_ar: 'Panda Retail', name_en: 'Panda Retail' })).toBe('Panda Retail');
  });
});
