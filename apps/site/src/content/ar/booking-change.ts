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
  lead: 'اطّلع على حجز الدعم حسب الطلب الخاص بك، وانقله إلى تاريخ آخر وساعة أخرى، أو ألغِه.',
  opening: 'جارٍ فتح حجزك…',
  noLink: {
    title: 'افتح هذه الصفحة من بريدك الإلكتروني',
    text: 'تُفتح هذه الصفحة من الرابط الوارد في رسالة تأكيد الحجز. يُرجى اتباع ذلك الرابط أو التواصل معنا.',
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
      title: 'هذا الحجز لم يعد موجودًا',
      text: 'حُذفت بياناته. لحجز موعد جديد، يُرجى استخدام نموذج الحجز أو التواصل معنا.',
    },
    cancelled: {
      title: 'أُلغي هذا الحجز',
      text: 'لا يمكن تعديل حجز ملغى. لحجز موعد جديد، يُرجى استخدام نموذج الحجز.',
    },
    invalid: {
      title: 'هذا الرابط غير صالح',
      text: 'يُرجى التأكد من فتح الرابط كاملًا من رسالتك، أو التواصل معنا.',
    },
  },
  limited: 'تجاوزت عدد المحاولات المسموح به لهذا الحجز. يُرجى الانتظار بضع دقائق ثم المحاولة مجددًا.',
  failed: 'تعذّر الوصول إلى حجزك حاليًا. يُرجى المحاولة مجددًا أو التواصل معنا.',
  details: 'تفاصيل الحجز',
  afterHoursApplied: 'مطبّق',
  cancel: {
    button: 'إلغاء الحجز',
    question: 'هل تريد إلغاء هذا الحجز؟ لا يمكن التراجع عن ذلك.',
    confirm: 'نعم، ألغِ الحجز',
    keep: 'الإبقاء على الحجز',
    busy: 'جارٍ الإلغاء…',
    done: (reference) => ({
      title: 'أُلغي الحجز',
      text: `أُلغي الحجز ${reference}، وأرسلنا إليك رسالة تأكيد بالبريد الإلكتروني.`,
    }),
  },
  move: {
    button: 'نقل الحجز',
    title: 'النقل إلى تاريخ آخر وساعة أخرى',
    preview: 'معاينة',
    previewBusy: 'جارٍ احتساب السعر…',
    newFigures: 'حجزك بعد النقل',
    confirm: 'تأكيد النقل',
    busy: 'جارٍ النقل…',
    back: 'رجوع',
    done: (reference) => ({
      title: 'نُقل الحجز',
      text: `نُقل الحجز ${reference}، وأرسلنا إليك بالبريد الإلكتروني التفاصيل الجديدة ورابطًا جديدًا؛ ولم يعد هذا الرابط صالحًا للاستخدام.`,
    }),
  },
};
