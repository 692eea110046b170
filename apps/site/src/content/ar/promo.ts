import type * as en from '../en/promo';
import type { Translation } from '../translation';

/** The side panel's promo box (see the English module). */
export const PROMO: Translation<typeof en.PROMO> = {
  title: 'هل تحتاج إلى دعم تقني؟',
  text: 'مهندسونا على بُعد اتصال واحد، على مدار الساعة طوال أيام الأسبوع.',
  action: 'تواصل معنا الآن',
};
