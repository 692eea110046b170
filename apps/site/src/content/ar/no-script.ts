import type * as en from '../en/no-script';
import type { Translation } from '../translation';

export const FORM_NO_SCRIPT: Translation<typeof en.FORM_NO_SCRIPT> = {
  before: 'يتطلب إرسال هذا النموذج تفعيل JavaScript. يُرجى تفعيله، أو الاتصال بنا على ',
  between: ' أو مراسلتنا على ',
  after: '.',
};
