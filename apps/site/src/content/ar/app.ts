import type { AppCopy } from '../shapes/app';

/** What the app says while another document opens (the client portal, the other language). */
export const APP: AppCopy = {
  opening: 'جارٍ فتح',
  clientPortal: 'بوابة العملاء',
};
