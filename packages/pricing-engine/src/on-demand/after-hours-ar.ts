/**
 * The on-demand after-hours rule in Arabic, as the booking form's quote and the booking mail name
 * it (the rates line says it as a sentence, «ويُحتسب السعر…»). `احتساب` is masculine: what
 * qualifies the phrase agrees with it («غير مطبّق»).
 *
 * @example
 * arabicAfterHours(1.5); // => 'احتساب السعر بمعامل 1.5 خارج ساعات العمل'
 */
export function arabicAfterHours(multiplier: number): string {
  return `احتساب السعر بمعامل ${multiplier} خارج ساعات العمل`;
}
