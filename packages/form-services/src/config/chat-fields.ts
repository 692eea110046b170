/**
 * `FORMS_CHAT_FIELDS` read: the visitor's fields a lead's chat message shows, by the names the
 * forms send them under (`name`, `subject`, `emirate`, `service_type`, …), separated by `,`; or
 * `none`. Throws on a name not shaped as a field's (a letter, then letters, digits or `_`): the
 * contracts name only the fields they check, not every field a form sends, so a well-shaped name
 * no form sends is taken and shows nothing.
 *
 * @example
 * chatFieldsOf('name, subject,emirate'); // => ['name', 'subject', 'emirate']
 * chatFieldsOf('none'); // => []
 * chatFieldsOf('name;email'); // throws: must be field names separated by commas …
 */
export function chatFieldsOf(line: string): string[] {
  if (line.trim() === 'none') return [];
  const names = line.split(',').map((name) => name.trim());
  if (!names.every((name) => /^[a-z][a-z0-9_]*$/i.test(name)))
    throw new Error(
      'must be field names separated by commas, as the forms send them (e.g. name,subject,phone), or none',
    );
  return names;
}
