import type { ConsentCopy } from '../shapes/consent';

export const CONSENT: ConsentCopy = {
  title: 'ملفات تعريف الارتباط التحليلية',
  text: 'هل تسمح لنا بقياس كيفية استخدام الموقع عبر Google Analytics؟ يساعدنا ذلك على تحسينه. لا نستخدم أي ملفات تعريف ارتباط إعلانية. راجع ',
  privacyPolicy: 'سياسة الخصوصية',
  end: ' الخاصة بنا.',
  analyticsOption: 'التحليلات: إحصاء الزيارات والصفحات والنماذج المستخدمة',
  save: 'حفظ الخيارات',
  accept: 'قبول',
  reject: 'رفض',
  settings: 'الإعدادات',
};
