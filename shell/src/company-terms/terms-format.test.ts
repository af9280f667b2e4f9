import { describe, expect, it } from 'vitest';
import { inDaysText, responseTimeText, weekdayText } from './terms-format';

// The durations of the contract and shifts pages in the reader's language, with the right noun forms.

describe('durations and days as read', () => {
  it('says a response time in its largest whole unit', () => {
    expect([240, 2880, 90, 60].map((minutes) => responseTimeText(minutes, 'en'))).toEqual([
      '4 hours',
      '2 days',
      '90 minutes',
      '1 hour',
    ]);
    expect(responseTimeText(1440, 'fr')).toMatch(/^1\sjour$/);
    expect(responseTimeText(240, 'ar')).toMatch(/ساعات/);
  });

  it('says the days to a date, with today and tomorrow by name', () => {
    expect([inDaysText(245, 'en'), inDaysText(0, 'en'), inDaysText(1, 'en')]).toEqual([
      'in 245 days',
      'today',
      'tomorrow',
    ]);
    expect(inDaysText(3, 'fr')).toMatch(/^dans 3\sjours$/);
  });

  it('names the weekdays, Sunday as 0', () => {
    expect([weekdayText(0, 'en'), weekdayText(6, 'en'), weekdayText(5, 'fr')]).toEqual([
      'Sunday',
      'Saturday',
      'vendredi',
    ]);
  });
});
