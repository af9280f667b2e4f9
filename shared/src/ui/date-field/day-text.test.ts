import { describe, expect, it } from 'vitest';
import { setArabicDigits } from '../../i18n/language-table';
import { calendarNames, dateOfDay, dayOfDate, dayText, parseDayText } from './day-text';

const iso = (date: Date | null) => (date ? dayOfDate(date) : null);

// Issue 28.6: the date field speaks the interface's language, never the browser's "mm/dd/yyyy".
describe('a day as the reader writes it', () => {
  it('is written with the month in words, in each language, in the Gregorian calendar', () => {
    const day = dateOfDay('2026-11-30')!;
    expect(dayText(day, 'ar')).toBe('30 نوفمبر 2026');
    expect(dayText(day, 'en')).toBe('November 30, 2026');
    expect(dayText(day, 'fr')).toBe('30 novembre 2026');
    setArabicDigits('arabic');
    try {
      expect(dayText(day, 'ar')).toBe('٣٠ نوفمبر ٢٠٢٦');
    } finally {
      setArabicDigits('latin');
    }
  });

  it('reads back what it writes, and what people type: day first, ISO, Arabic-Indic digits, month names', () => {
    for (const language of ['ar', 'en', 'fr'] as const) {
      expect(iso(parseDayText(dayText(dateOfDay('2027-02-03')!, language), language))).toBe('2027-02-03');
    }
    expect(iso(parseDayText('30/11/2026', 'ar'))).toBe('2026-11-30');
    expect(iso(parseDayText('٣٠/١١/٢٠٢٦', 'ar'))).toBe('2026-11-30');
    expect(iso(parseDayText('٣٠ نوفمبر ٢٠٢٦', 'ar'))).toBe('2026-11-30');
    expect(iso(parseDayText('2026-11-30', 'fr'))).toBe('2026-11-30');
    expect(iso(parseDayText('30.11.2026', 'fr'))).toBe('2026-11-30');
    expect(iso(parseDayText('lundi 30 novembre 2026', 'fr'))).toBe('2026-11-30');
    expect(iso(parseDayText('30 Nov 2026', 'ar'))).toBe('2026-11-30');
    expect(iso(parseDayText('Monday, November 30, 2026', 'en'))).toBe('2026-11-30');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(parseDayText('31/02/2026', 'en')).toBeNull();
    expect(parseDayText('11/30/2026', 'en')).toBeNull();
    expect(parseDayText('tomorrow', 'en')).toBeNull();
    expect(parseDayText('30 Brumaire 2026', 'fr')).toBeNull();
    expect(dateOfDay('2026-13-01')).toBeNull();
  });

  it('names the weeks and months in the interface language, Sunday and January first', () => {
    const ar = calendarNames('ar');
    expect(ar.days[0]).toBe('الأحد');
    expect(ar.months[0]).toBe('يناير');
    expect(calendarNames('fr').months[11]).toBe('décembre');
    expect(calendarNames('en').shortDays).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });
});
