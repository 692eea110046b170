/**
 * How the Arabic copy counts: a number and its noun, in Arabic's agreement (amounts are `money`,
 * the engine's one Arabic formatter). Only Arabic modules import it.
 */

/** A noun's forms after a number, as Arabic counts: 1, 2, 3–10, 11–99, and 100, 101, 102, …. */
export interface CountedNoun {
  /** The noun alone with "one", e.g. 'ساعة واحدة'. */
  readonly one: string;
  /** The dual after a preposition, e.g. 'ساعتين'. */
  readonly two: string;
  /** The plural after 3 to 10, e.g. 'ساعات'. */
  readonly few: string;
  /** The singular accusative after 11 to 99, e.g. 'ساعة'. */
  readonly many: string;
  /** The singular genitive after 100, 200, …, e.g. 'ساعة'. */
  readonly other: string;
}

/**
 * A number and its noun, in Arabic's agreement.
 *
 * @example counted(2, HOURS) // => 'ساعتين'
 * @example counted(4, HOURS) // => '4 ساعات'
 * @example counted(25, USERS) // => '25 مستخدمًا'
 */
export function counted(count: number, noun: CountedNoun): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${noun.few}`;
  if (lastTwo >= 11) return `${count} ${noun.many}`;
  return `${count} ${noun.other}`;
}
