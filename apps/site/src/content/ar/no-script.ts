import type { FormNoScriptCopy } from '../shapes/no-script';

export const FORM_NO_SCRIPT: FormNoScriptCopy = {
  before: 'يتطلب إرسال هذا النموذج تفعيل JavaScript. يُرجى تفعيله، أو الاتصال بنا على ',
  between: ' أو مراسلتنا على ',
  after: '.',
};
