/**
 * A quote request's message, as the browser writes it: its reference on the first line, the
 * quote's lines, and the calculator's page address on the last, `Page: <address>`.
 */

/**
 * A message's lines, however its newlines were sent (a multipart body sends CRLF).
 *
 * @example
 * messageLines('Reference: AC-7Q4K2M\r\nPage: /pricing'); // => ['Reference: AC-7Q4K2M', 'Page: /pricing']
 */
export const messageLines = (message: string): string[] => message.split(/\r?\n/);

/**
 * The page address a quote request's message ends with, where the calculator keeps its state;
 * `null` when its last line names none.
 *
 * @example
 * quotePageAddress('AC-7Q4K2M\n- Total per month — AED 1,250\nPage: /ar/pricing?users=5'); // => '/ar/pricing?users=5'
 * quotePageAddress('Hello'); // => null
 */
export function quotePageAddress(message: string): string | null {
  const line = messageLines(message).at(-1) ?? '';
  return line.startsWith('Page: ') ? line.slice('Page: '.length) : null;
}
