/**
 * Round-the-clock support (24x7) in Arabic, as the quote names the chosen hours and the
 * calculator its option.
 *
 * @example
 * ARABIC_ALL_HOURS; // => 'على مدار الساعة (24x7)'
 */
export const ARABIC_ALL_HOURS = 'على مدار الساعة (24x7)';
