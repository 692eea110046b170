import { describe, expect, it } from 'vitest';
import { configurationFromEnv } from '../config/configuration';
import { companyRecipients } from './company-recipients';

/** The routes a server starts with for this `FORMS_ROUTES`. */
const routesOf = (line: string) => configurationFromEnv({ FORMS_ROUTES: line }).options.routes;

/** Who gets the company mail of a lead, with `FORMS_ROUTES` set to `line`. */
const recipients = (line: string, form: string, fields: Record<string, string> = {}) =>
  companyRecipients(routesOf(line), form, fields, 'info@x.ae');

describe('FORMS_ROUTES', () => {
  const LINE =
    'booking.emirate=abu-dhabi:ad-desk@x.ae,service@x.ae; booking:service@x.ae;' +
    'booking.service_type=remote:remote@x.ae;application:hr@x.ae;rfi:bids@x.ae,sales@x.ae;' +
    'contact.subject=Server down:noc@x.ae';

  it('sends a form to its own addresses, every one of them', () => {
    expect(recipients(LINE, 'application')).toEqual(['hr@x.ae']);
    expect(recipients(LINE, 'rfi')).toEqual(['bids@x.ae', 'sales@x.ae']);
  });

  it('sends a form without a rule, and one the services cannot name, to FORMS_NOTIFY_TO', () => {
    expect(recipients(LINE, 'assessment')).toEqual(['info@x.ae']);
    expect(recipients(LINE, 'unknown')).toEqual(['info@x.ae']);
    expect(recipients('', 'rfi')).toEqual(['info@x.ae']);
  });

  it('routes a booking by its emirate and service type as the form sends them, else as the form', () => {
    const onsite = { service_type: 'onsite', emirate: 'Abu Dhabi' };
    expect(recipients(LINE, 'booking', onsite)).toEqual(['ad-desk@x.ae', 'service@x.ae']);
    expect(recipients(LINE, 'booking', { ...onsite, emirate: 'Dubai' })).toEqual(['service@x.ae']);
    expect(recipients(LINE, 'booking', { service_type: 'remote', emirate: '' })).toEqual([
      'remote@x.ae',
    ]);
    // Every field rule that matches, each address once.
    expect(
      recipients(
        'booking.emirate=Dubai:a@x.ae;booking.service_type=onsite:b@x.ae,A@x.ae',
        'booking',
        {
          service_type: 'onsite',
          emirate: 'Dubai',
        },
      ),
    ).toEqual(['a@x.ae', 'b@x.ae']);
  });

  it('routes a contact by words its subject contains, letter case and spaces ignored', () => {
    expect(recipients(LINE, 'contact', { subject: 'Our SERVER  DOWN since 9' })).toEqual([
      'noc@x.ae',
    ]);
    expect(recipients(LINE, 'contact', { subject: 'A server that is down' })).toEqual([
      'info@x.ae',
    ]);
    expect(
      recipients('contact.subject=عطل:noc@x.ae', 'contact', { subject: 'عطل في الخادم' }),
    ).toEqual(['noc@x.ae']);
  });

  it('takes an emirate in any letter case, with spaces or dashes', () => {
    for (const written of ['Ras Al Khaimah', 'ras-al-khaimah', 'RAS AL KHAIMAH'])
      expect(routesOf(`booking.emirate=${written}:rak@x.ae`)[0]?.when?.value).toBe(
        'Ras Al Khaimah',
      );
  });

  it.each([
    ['careers:hr@x.ae', 'names no form "careers"'],
    [
      'booking.city=Dubai:a@x.ae',
      'cannot route booking by "city" (its fields: emirate, service_type)',
    ],
    ['rfi.subject=bid:a@x.ae', 'cannot route rfi by "subject" (it has no field to route by)'],
    [
      'booking.emirate=Muscat:a@x.ae',
      'routes booking.emirate by "Muscat", which it never is (one of Dubai',
    ],
    [
      'booking.service_type=onsight:a@x.ae',
      'routes booking.service_type by "onsight", which it never is (one of remote, onsite)',
    ],
    ['contact.subject= :a@x.ae', 'routes contact.subject by "", which it never is'],
    ['rfi:bids@x', 'rule "rfi:bids@x" has "bids@x", which is not an email address'],
    ['rfi:bids@x.ae,', 'rule "rfi:bids@x.ae," has "", which is not an email address'],
    ['rfi bids@x.ae', 'rule "rfi bids@x.ae" needs form:address'],
  ])('refuses at start %j, naming the rule', (line, problem) => {
    expect(() => configurationFromEnv({ FORMS_ROUTES: line })).toThrow(
      `The configuration is not valid: FORMS_ROUTES ${problem}`,
    );
  });
});
