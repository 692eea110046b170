import * as TERMS from './glossary';
import type { ContactPageCopy } from '../shapes/contact';
import { CONTACT_REPLY_WITHIN } from './reply-within';

export const CONTACT_PAGE: ContactPageCopy = {
  title: 'تواصل معنا',
  lead: `تحدّث إلى ${TERMS.engineer} اليوم: عبر الهاتف أو البريد الإلكتروني أو من خلال النموذج أدناه.`,
  reachTitle: 'طرق التواصل معنا',
  phoneTitle: 'الهاتف',
  phoneNote: '— على مدار الساعة للحالات الطارئة',
  emailTitle: 'البريد الإلكتروني',
  emailNote: '— نرد خلال ساعتين',
  officesTitle: 'المكاتب',
  offices: `واحة دبي للسيليكون (المقر الرئيسي) · ${TERMS.srtiPark} (${TERMS.technologyLab})`,
  hoursTitle: TERMS.businessHours,
  hours: 'من الأحد إلى الخميس، من 9:00 إلى 18:00 · دعم الطوارئ على مدار الساعة',
  formTitle: 'أرسل لنا رسالة',
  formLabel: 'نموذج التواصل',
  fields: { subject: 'الموضوع', message: 'الرسالة' },
  submit: 'إرسال الرسالة',
  sending: 'جارٍ الإرسال…',
  sentTitle: 'تم إرسال رسالتك',
  sentText: `شكرًا لك. سنرد عليك خلال ${CONTACT_REPLY_WITHIN}.`,
};
