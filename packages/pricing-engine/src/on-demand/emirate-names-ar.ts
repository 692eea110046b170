import type { Emirate } from './emirates';

/**
 * The emirates' Arabic names, as the Arabic booking form lists them and the Arabic mails name
 * them. A module of its own: an English page carries none of them.
 *
 * @example
 * ARABIC_EMIRATE_NAMES.Dubai; // => 'دبي'
 * ARABIC_EMIRATE_NAMES['Umm Al Quwain']; // => 'أم القيوين'
 */
export const ARABIC_EMIRATE_NAMES: Readonly<Record<Emirate, string>> = {
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  'Abu Dhabi': 'أبوظبي',
  Ajman: 'عجمان',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
  'Umm Al Quwain': 'أم القيوين',
};
