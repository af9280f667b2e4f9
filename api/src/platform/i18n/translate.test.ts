import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { translate, translateSchemaMessage } from './translate';

describe('server messages (i18next)', () => {
  it('picks the Arabic plural form from the number', () => {
    const wait = (count: number) => translate('ar', 'auth.resend_wait', { count });
    expect(wait(1)).toBe('يرجى الانتظار ثانية واحدة قبل طلب رمز جديد');
    expect(wait(2)).toBe('يرجى الانتظار ثانيتين قبل طلب رمز جديد');
    expect(wait(3)).toBe('يرجى الانتظار 3 ثوانٍ قبل طلب رمز جديد');
    expect(wait(11)).toBe('يرجى الانتظار 11 ثانية قبل طلب رمز جديد');
  });

  it('picks the English and French forms too', () => {
    expect(translate('en', 'access.role_in_use', { count: 1 })).toMatch(/^This role is assigned to 1 user:/);
    expect(translate('en', 'access.role_in_use', { count: 4 })).toMatch(/^This role is assigned to 4 users:/);
    expect(translate('fr', 'access.role_in_use', { count: 1 })).toMatch(/^Ce rôle est attribué à 1 utilisateur :/);
  });

  it('fills {{name}} placeholders, the one syntax of the web app and the API', () => {
    expect(translate('en', 'validation.between', { min: 1, max: 9 })).toBe('Enter number between 1 and 9');
    expect(translate('ar', 'validation.between', { min: 1, max: 9 })).toBe('أدخل رقمًا بين 1 و 9');
  });

  it('reads plural counts encoded in schema messages', () => {
    expect(translateSchemaMessage('ar', 'import.rows_invalid?count=2')).toBe(
      'تم العثور على خطأين في الملف؛ لم يتم استيراد أي شيء',
    );
    expect(translateSchemaMessage('en', 'no.such.key')).toBe('This field is invalid');
  });

  it('answers the spec §8 success texts from the contract', () => {
    expect(translate('en', 'success.updated')).toBe('Record has been updated successfully');
    expect(translate('ar', 'success.deleted')).toBe('تم حذف السجل بنجاح');
  });

  it('has no text with a single-brace placeholder left', () => {
    for (const catalogue of [en, ar, fr]) {
      const texts = Object.values(catalogue).flatMap((value) =>
        typeof value === 'string' ? [value] : Object.values(value),
      );
      for (const text of texts) expect(text).not.toMatch(/(^|[^{])\{[a-z]+\}(?!\})/);
    }
  });
});
