/** The nouns the packages' Arabic copy counts (see `counted`). */
import type { CountedNoun } from './figures';

export const HOURS: CountedNoun = {
  one: 'ساعة واحدة',
  two: 'ساعتين',
  few: 'ساعات',
  many: 'ساعة',
  other: 'ساعة',
};
export const USERS: CountedNoun = {
  one: 'مستخدم واحد',
  two: 'مستخدمَين',
  few: 'مستخدمين',
  many: 'مستخدمًا',
  other: 'مستخدم',
};
export const SERVERS: CountedNoun = {
  one: 'خادم واحد',
  two: 'خادمَين',
  few: 'خوادم',
  many: 'خادمًا',
  other: 'خادم',
};
export const VISITS: CountedNoun = {
  one: 'زيارة واحدة',
  two: 'زيارتان',
  few: 'زيارات',
  many: 'زيارة',
  other: 'زيارة',
};
export const CAMERAS: CountedNoun = {
  one: 'كاميرا واحدة',
  two: 'كاميرتين',
  few: 'كاميرات',
  many: 'كاميرا',
  other: 'كاميرا',
};
