import { leadLanguage, type LeadLanguage } from '@acme/forms-client/contract';
import type { StoredLead } from '../store/lead-store';
import { quotePageAddress } from './quote-message';

/** The path of a quote request's page, from its message's last line, `Page: <address>`. */
function quotePagePath(message: string): string | null {
  const address = quotePageAddress(message);
  if (address === null) return null;
  try {
    return new URL(address, 'https://site.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * The language a visitor wrote a lead in: its `language` field (English when a form of an older
 * client sent none). The quote request, whose fields the specification fixes, sends none: its
 * page line names the Arabic page.
 *
 * @example
 * languageOfLead({ form: 'contact', fields: { language: 'ar' } }); // => 'ar'
 * languageOfLead({ form: 'contact', fields: {} }); // => 'en'
 * languageOfLead({ form: 'quote', fields: { message: 'AC-7Q4K2M\n…\nPage: https://www.example.ae/ar/pricing?users=5' } }); // => 'ar'
 * languageOfLead({ form: 'quote', fields: { message: 'Page: /pricing' } }); // => 'en'
 */
export function languageOfLead(lead: Pick<StoredLead, 'form' | 'fields'>): LeadLanguage {
  const named = leadLanguage(lead.fields.language);
  if (lead.fields.language !== undefined && named !== null) return named;
  if (lead.form === 'quote') {
    const path = quotePagePath(lead.fields.message ?? '');
    if (path === '/ar' || path?.startsWith('/ar/')) return 'ar';
  }
  return named ?? 'en';
}
