import type { Quote } from '@acme/pricing-engine';
import type { PricedBooking } from '../booking';
import type { LeadContent } from '../lead/types';
import type { ConfirmedForm } from './copy/index';

/** Which mail a lead's form promises its visitor, with what that mail is made of. */
export type PromisedVisitorMail =
  | {
      readonly kind: 'confirmation';
      readonly form: ConfirmedForm;
      /** A booking's, its fields read; `null` for another request, or a booking kept unread. */
      readonly booking: PricedBooking | null;
    }
  | { readonly kind: 'saved-quote'; readonly quote: Quote }
  | { readonly kind: 'checklist'; readonly pdfPath: string };

/**
 * The mail a lead's form promises its visitor, decided from the lead as decoded, without making
 * the mail: a confirmation for a request, the saved quote when its calculator state was read,
 * the checklist when the services have its PDF; `null` for a form the services cannot name.
 *
 * @example
 * promisedVisitorMail(decodeContent('contact', {}), {}); // => { kind: 'confirmation', form: 'contact', booking: null }
 * promisedVisitorMail(decodeContent('saved-quote', { quote_query: '' }), {}); // => null
 * promisedVisitorMail(decodeContent('checklist', {}), { checklistPdfPath: 'amc.pdf' }); // => { kind: 'checklist', pdfPath: 'amc.pdf' }
 */
export function promisedVisitorMail(
  lead: LeadContent,
  services: { readonly checklistPdfPath?: string },
): PromisedVisitorMail | null {
  switch (lead.form) {
    case 'unknown':
      return null;
    case 'saved-quote':
      return 'quote' in lead ? { kind: 'saved-quote', quote: lead.quote } : null;
    case 'checklist':
      return services.checklistPdfPath
        ? { kind: 'checklist', pdfPath: services.checklistPdfPath }
        : null;
    default:
      return {
        kind: 'confirmation',
        form: lead.form,
        booking: 'booking' in lead ? lead.booking : null,
      };
  }
}

/**
 * Whether a lead promises its visitor a mail: what delivery planning asks, without making it.
 *
 * @example
 * promisesVisitorMail(decodeContent('contact', {}), {}); // => true
 * promisesVisitorMail(decodeContent('checklist', {}), {}); // => false
 */
export const promisesVisitorMail = (
  lead: LeadContent,
  services: { readonly checklistPdfPath?: string },
): boolean => promisedVisitorMail(lead, services) !== null;
