import type { LeadContent } from '../lead/types';
import type { SpamContext } from './context';
import { SPAM_RULES, SPAM_THRESHOLD, type SpamRule } from './rules';

/** One rule that applied to a lead: its name, what it counted and why. */
export interface SpamReason {
  readonly rule: string;
  readonly weight: number;
  readonly reason: string;
}

/** What the rules make of a lead: held (kept, not mailed to sales) or not, and why. */
export interface SpamVerdict {
  readonly held: boolean;
  readonly score: number;
  readonly reasons: readonly SpamReason[];
}

/**
 * The spam verdict on a lead, as the intake decoded it: the weights of the rules that apply,
 * added up, against the threshold. Pure: whatever must be counted (earlier leads from the
 * address) comes in `context`.
 *
 * @example
 * spamVerdict({ form: 'contact', fields: { name: 'Lina Haddad', email: 'lina@gmail.com', company: 'noon.com' } }, { earlierLeadsFromAddress: 0 }); // => { held: false, score: 0, reasons: [] }
 * spamVerdict({ form: 'contact', fields: { name: 'SEO https://rank.example', email: 'x@corp.ae' } }, { earlierLeadsFromAddress: 0 }).held; // => true
 * spamVerdict({ form: 'contact', fields: { name: 'Lina', email: 'lina@gmail.com', form_shown_ms: '900' } }, { earlierLeadsFromAddress: 0 }).held; // => false
 */
export function spamVerdict(
  lead: Pick<LeadContent, 'form' | 'fields'>,
  context: SpamContext,
  rules: readonly SpamRule[] = SPAM_RULES,
  threshold: number = SPAM_THRESHOLD,
): SpamVerdict {
  const reasons: SpamReason[] = [];
  for (const { rule, weight, reason } of rules) {
    const why = reason({ fields: lead.fields, form: lead.form, context });
    if (why !== null) reasons.push({ rule, weight, reason: why });
  }
  const score = reasons.reduce((sum, { weight }) => sum + weight, 0);
  return { held: score >= threshold, score, reasons };
}
