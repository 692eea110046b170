import { FORM_MESSAGES_EN } from './en';
import { translation, type FormMessages } from './messages';

/**
 * What a forms client says in a language (its `say`): each of the specification's English
 * messages as its twin in `messages`, and words it does not know (a server's own) as they are.
 *
 * @example
 * sayIn(FORM_MESSAGES_AR)('Please provide a valid email address.'); // => 'يُرجى إدخال عنوان بريد إلكتروني صحيح.'
 * sayIn(FORM_MESSAGES_AR)('Please fill Name, Email and Date.'); // => 'يُرجى تعبئة الاسم والبريد الإلكتروني والتاريخ.'
 * sayIn(FORM_MESSAGES_EN)('Please fill Name and Email.'); // => 'Please fill Name and Email.'
 * sayIn(FORM_MESSAGES_AR)('Maintenance until 10:00.'); // => 'Maintenance until 10:00.'
 */
export function sayIn(messages: FormMessages): (message: string) => string {
  return translation(FORM_MESSAGES_EN, messages);
}
