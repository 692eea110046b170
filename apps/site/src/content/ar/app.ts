import type * as en from '../en/app';
import type { Translation } from '../translation';

/** What the app says while another document opens (the client portal, the other language). */
export const APP: Translation<typeof en.APP> = {
  opening: 'جارٍ فتح',
  clientPortal: 'بوابة العملاء',
};
