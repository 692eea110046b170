/**
 * Characters that can act on a terminal or a mail reader rather than read as text: C0 and C1
 * controls, DEL, the Unicode line and paragraph separators, and bidirectional overrides (which
 * can make a line read backwards).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ACTIVE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A visitor's text made safe to print on one line: every control character shown as an escape,
 * newlines and tabs included, so a field can neither clear the operator's terminal nor start a
 * line of its own.
 *
 * @example
 * oneLine('Lina\nemail: x'); // => 'Lina\\nemail: x'
 * oneLine('\u001b[2J'); // => '\\u001b[2J'
 */
export function oneLine(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(ACTIVE, visible);
}

/**
 * A visitor's text as a block of a mail body: control characters escaped, and every line after
 * the first indented, so a message can hold paragraphs but never a line that looks like a field.
 *
 * @example
 * indented('Hello\nemail: forged', '  '); // => 'Hello\n  email: forged'
 */
export function indented(text: string, indent: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(ACTIVE, visible)
    .split('\n')
    .join(`\n${indent}`);
}
