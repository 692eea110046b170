import * as TERMS from './glossary';
import type { BookingChangeCopy } from '../shapes/booking-change';

export const BOOKING_CHANGE: BookingChangeCopy = {
  // The forms' own Arabic (`form-messages.ts`'s `loadFormsSay`), loaded the same way. Not imported
  // from there: that module is the entry's, and an island importing it made the build move the
  // entry's preload helper into a file of its own on every Arabic page (0.3 kB more each).
  loadSay: () =>
    Promise.all([import('@acme/forms-client'), import('@acme/forms-client/ar')]).then(
      ([{ sayIn }, { FORM_MESSAGES_AR }]) => sayIn(FORM_MESSAGES_AR),
    ),
  title: 'حجزك',
  lead: `اطّلع على حجزك لخدمة ${TERMS.onDemandSupport}، أو غيّر موعده إلى تاريخ ووقت آخرين، أو ألغِه.`,
  opening: 'جارٍ فتح حجزك…',
  noLink: {
    title: 'افتح هذه الصفحة من بريدك الإلكتروني',
    text: 'تُفتح هذه الصفحة عبر الرابط الوارد في رسالة تأكيد الحجز التي أرسلناها إليك بالبريد الإلكتروني. يُرجى فتحها من ذلك الرابط أو التواصل معنا.',
  },
  gone: {
    used: {
      title: 'سبق استخدام هذا الرابط',
      text: 'عُدِّل حجزك عبر هذا الرابط. يُرجى استخدام الرابط الوارد في أحدث رسالة أرسلناها إليك.',
    },
    expired: {
      title: 'انتهت صلاحية هذا الرابط',
      text: 'بدأ موعد الحجز، فلم يعد تعديله متاحًا من هنا. يُرجى التواصل معنا.',
    },
    erased: {
      title: 'لم يعد هذا الحجز موجودًا',
      text: 'حُذفت بياناته. لحجز موعد جديد، يُرجى استخدام نموذج الحجز أو التواصل معنا.',
    },
    cancelled: {
      title: 'تم إلغاء هذا الحجز',
      text: 'لا يمكن تعديل الحجز بعد إلغائه. لحجز موعد جديد، يُرجى استخدام نموذج الحجز.',
    },
    invalid: {
      title: 'هذا الرابط غير صالح',
      text: 'يُرجى التأكد من أنك فتحت الرابط كاملًا كما ورد في رسالة البريد الإلكتروني، أو التواصل معنا.',
    },
  },
  limited:
    'تجاوز عدد المحاولات على هذا الحجز الحدّ المسموح به. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  failed: 'تعذّر الوصول إلى حجزك في الوقت الحالي. يُرجى المحاولة مرة أخرى أو التواصل معنا.',
  details: 'تفاصيل الحجز',
  afterHoursApplied: 'مطبّق',
  cancel: {
    button: 'إلغاء الحجز',
    question: 'هل تريد إلغاء هذا الحجز؟ لا يمكن التراجع عن هذا الإجراء.',
    confirm: 'نعم، ألغِ الحجز',
    keep: 'الإبقاء على الحجز',
    busy: 'جارٍ الإلغاء…',
    done: {
      title: 'تم إلغاء الحجز',
      before: 'تم إلغاء الحجز ',
      after: '، وأرسلنا إليك رسالة تأكيد بالبريد الإلكتروني.',
    },
  },
  move: {
    button: 'تغيير الموعد',
    title: 'اختيار تاريخ ووقت جديدين',
    preview: 'معاينة',
    previewBusy: 'جارٍ احتساب السعر…',
    newFigures: 'حجزك بعد تغيير الموعد',
    confirm: 'تأكيد الموعد الجديد',
    busy: 'جارٍ تغيير الموعد…',
    back: 'رجوع',
    done: {
      title: 'تم تغيير الموعد',
      before: 'تم تغيير موعد الحجز ',
      after:
        '، وأرسلنا إليك بالبريد الإلكتروني التفاصيل الجديدة ورابطًا جديدًا. أما هذا الرابط فلم يعد صالحًا للاستخدام.',
    },
  },
};
