import type { PromoCopy } from '../shapes/promo';

export const PROMO: PromoCopy = {
  title: 'هل تحتاج إلى دعم تقني؟',
  text: 'مهندسونا على بُعد اتصال واحد، على مدار الساعة طوال أيام الأسبوع.',
  action: 'تواصل معنا الآن',
};
