/**
 * The nouns the package pages count, each with its forms after a number (see the engine's
 * `arabicCount`, which every Arabic count goes through). Hours and visits are the engine's, which the forms
 * client, the mails and the quote count too; a noun that one page alone counts is that page's module's own
 * (the AMC page's devices, the privacy policy's months), so that no other page carries it.
 */
import type { ArabicCountedNoun } from '@acme/pricing-engine';

export { ARABIC_HOURS as HOURS, ARABIC_VISITS as VISITS } from '@acme/pricing-engine';

export const USERS: ArabicCountedNoun = {
  one: 'مستخدم واحد',
  oneAccusative: 'مستخدمًا واحدًا',
  two: 'مستخدمان',
  twoOblique: 'مستخدمَين',
  few: 'مستخدمين',
  many: 'مستخدمًا',
  hundreds: 'مستخدم',
};
export const SERVERS: ArabicCountedNoun = {
  one: 'خادم واحد',
  oneAccusative: 'خادمًا واحدًا',
  two: 'خادمان',
  twoOblique: 'خادمَين',
  few: 'خوادم',
  many: 'خادمًا',
  hundreds: 'خادم',
};
export const CAMERAS: ArabicCountedNoun = {
  one: 'كاميرا واحدة',
  oneAccusative: 'كاميرا واحدة',
  two: 'كاميرتان',
  twoOblique: 'كاميرتين',
  few: 'كاميرات',
  many: 'كاميرا',
  hundreds: 'كاميرا',
};
