import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTexts } from './text-search';

const texts = ['Recharge the wallet by bank transfer', 'Ajouter une agence', 'إضافة فرع', 'Order statuses'];

describe('text search', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchTexts(texts, '', (t) => t)).toEqual(texts);
    expect(searchTexts(texts, '   ', (t) => t)).toEqual(texts);
  });

  it('ignores case and needs every word, in any order', () => {
    expect(searchTexts(texts, 'TRANSFER wallet', (t) => t)).toEqual([texts[0]]);
    expect(searchTexts(texts, 'wallet cash', (t) => t)).toEqual([]);
  });

  it('ignores French accents on either side', () => {
    expect(foldForSearch('Économie à été')).toBe('economie a ete');
    expect(searchTexts(['Modes de paiement et TVA', 'Évaluée'], 'evaluee', (t) => t)).toEqual(['Évaluée']);
  });

  it('treats the Arabic letter variants people type interchangeably as the same', () => {
    // "اضافه" without hamza and with ha finds "إضافة".
    expect(searchTexts(texts, 'اضافه', (t) => t)).toEqual([texts[2]]);
    expect(foldForSearch('مُسْتَشْفَى')).toBe('مستشفي');
  });

  it('finds an Arabic word typed with or without its definite article', () => {
    const arabic = ['تُضاف ضريبة القيمة المضافة', 'الفروع والوحدات'];
    expect(searchTexts(arabic, 'الضريبة', (t) => t)).toEqual([arabic[0]]);
    expect(searchTexts(arabic, 'فروع', (t) => t)).toEqual([arabic[1]]);
    expect(searchTexts(arabic, 'والفروع', (t) => t)).toEqual([arabic[1]]);
  });

  it('finds nothing for a word that is absent', () => {
    expect(searchTexts(texts, 'zzz', (t) => t)).toEqual([]);
  });
});
