import { LANGUAGES, intlLocale } from '../languages/languages';
import { describe, expect, it, vi } from 'vitest';

/** Each language's build: `@content/language` is that language's. */
async function bookingTimeIn(language: 'en' | 'ar') {
  vi.resetModules();
  vi.doMock('@content/language', () => ({
    LANGUAGE: { ...LANGUAGES[language], locale: intlLocale(language) },
  }));
  return (await import('./booking-time')).bookingTime;
}

describe('a booking’s day and start', () => {
  it('reads in English as before: the Dubai weekday and the hour', async () => {
    const bookingTime = await bookingTimeIn('en');
    expect(bookingTime({ date: '2026-11-29', startHour: '14' })).toBe('Sunday 14:00');
    // Midnight in Dubai is the evening before in UTC: still the Dubai date's weekday.
    expect(bookingTime({ date: '2026-11-30', startHour: '0' })).toBe('Monday 00:00');
  });

  it('reads in Arabic with Latin digits and the Gregorian calendar’s weekday', async () => {
    const bookingTime = await bookingTimeIn('ar');
    expect(bookingTime({ date: '2026-11-29', startHour: '14' })).toBe('الأحد 14:00');
    expect(bookingTime({ date: '2026-11-30', startHour: '0' })).toBe('الاثنين 00:00');
    expect(bookingTime({ date: '2026-12-04', startHour: '9' })).toBe('الجمعة 09:00');
  });
});
