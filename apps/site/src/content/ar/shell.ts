import { NETWORK_ERROR_AR } from '@acme/forms-client/ar-terms';
import type { UiLabels } from '@acme/ui';
import type { PageErrorCopy, ShellCopy } from '../shapes/shell';

export const SHELL: ShellCopy = {
  skipLink: 'انتقل إلى المحتوى',
  networkError: NETWORK_ERROR_AR,
  tryAgain: 'إعادة المحاولة',
};

export const CHAT_LABEL: string = 'تحدّث معنا عبر WhatsApp (يُفتح في علامة تبويب جديدة)';

/** What the `@acme/ui` components say themselves. */
export const UI_LABELS: UiLabels = {
  newTab: '(يُفتح في علامة تبويب جديدة)',
  required: ' (إلزامي)',
  close: 'إغلاق',
  dismiss: 'إغلاق الإشعار',
  notifications: 'الإشعارات',
  included: 'مشمول',
  notIncluded: 'غير مشمول',
  rating: 'تقييم 5 من 5',
  separator: '، ',
  sending: 'جارٍ الإرسال…',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menu: 'القائمة',
  siteNavigation: 'التنقل في الموقع',
  mainNavigation: 'التنقل الرئيسي',
  chat: 'المحادثة',
  chatLink: 'تحدّث معنا (يُفتح في علامة تبويب جديدة)',
  footer: 'تذييل الصفحة',
  onThisPage: 'في هذه الصفحة',
  feature: 'الميزة',
  featured: 'الأكثر طلبًا',
  perMonth: 'شهريًا',
};

/** What a page that failed to load says instead. */
export const PAGE_ERROR: PageErrorCopy = {
  title: 'تعذّر تحميل هذه الصفحة',
  updated: 'ربما جرى تحديث الموقع أثناء فتح هذه الصفحة. ',
  reload: 'أعد تحميلها',
  or: '، أو انتقل إلى ',
  home: 'الصفحة الرئيسية',
  end: '.',
};
