import { describe, expect, it } from 'vitest';
import { searchMatches } from './search-match';

describe('page search in Arabic matches singular and plural (issue 14.6)', () => {
  it.each([
    ['الفروع', 'فرع'],
    ['الفروع', 'الفرع'],
    ['الفواتير', 'فاتورة'],
    ['الطلبات', 'طلب'],
    ['الباقات', 'باقة'],
    ['المستخدمون', 'مستخدم'],
    ['الأدوار والصلاحيات', 'دور'],
    ['المعاملات', 'معاملة'],
    ['الإشعارات', 'اشعار'],
    ['الوحدات', 'وحدة'],
    ['السكان', 'ساكن'],
    ['Invoices', 'invoice'],
  ])('"%s" is found by "%s"', (label, query) => {
    expect(searchMatches(label, query)).toBe(true);
  });

  it.each([
    ['الفروع', 'فاتورة'],
    ['الطلبات', 'محفظة'],
    ['Users', 'wallet'],
  ])('"%s" is not found by "%s"', (label, query) => {
    expect(searchMatches(label, query)).toBe(false);
  });
});
