import type { LeadLanguage } from '@acme/forms-client/contract';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** What reads left to right inside right-to-left text: addresses, references, amounts' figures. */
const LEFT_TO_RIGHT = /(https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|AC-[A-Z0-9]{6})/g;

/** A line as HTML: escaped, each address or reference isolated left to right, a URL a link. */
function htmlLine(line: string): string {
  return line
    .split(LEFT_TO_RIGHT)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      const ltr = `<bdi dir="ltr">${escape(part)}</bdi>`;
      return /^https?:/.test(part) ? `<a href="${escape(part)}">${ltr}</a>` : ltr;
    })
    .join('');
}

/**
 * A mail's text as its HTML part, for a language written right to left (the text part alone
 * would show flush left, punctuation astray): a paragraph for each block of lines, the document
 * marked with its language and direction, and each address and reference kept left to right.
 *
 * @example
 * htmlMail('شكرًا لك.\n\nالرقم المرجعي: AC-7Q4K2M', { language: 'ar', title: 'تلقّينا رسالتك' }).includes('<html lang="ar" dir="rtl">'); // => true
 * htmlMail('الرقم المرجعي: AC-7Q4K2M', { language: 'ar', title: '' }).includes('<p>الرقم المرجعي: <bdi dir="ltr">AC-7Q4K2M</bdi></p>'); // => true
 */
export function htmlMail(
  text: string,
  page: { readonly language: LeadLanguage; readonly title: string },
): string {
  const dir = page.language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(htmlLine).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${page.language}" dir="${dir}">`,
    '<head><meta charset="utf-8">',
    `<title>${escape(page.title)}</title></head>`,
    `<body dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.6; text-align: start;">`,
    ...paragraphs,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
