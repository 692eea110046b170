import type { Incident, IncidentKind } from '../store/incident';

/** One alert: an incident opened or resolved. */
export interface Alert {
  readonly event: 'opened' | 'resolved';
  readonly incident: Incident;
}

const WHAT: Record<IncidentKind, string> = {
  'deliveries-waiting': 'company mails or webhooks waiting',
  'delivery-failed': 'a company mail or webhook failed for good',
  'store-down': 'the lead store not answering',
  'scan-down': 'the virus scanner not answering, uploads mailed not scanned',
};

/**
 * An alert in one line for a person (a Slack or Teams message, the log): what, since when, how
 * many leads wait and the oldest one's reference; never a name, an address or a message.
 *
 * @example
 * alertText({ event: 'opened', incident: { id: 'i1', kind: 'deliveries-waiting', startedAt: '2026-03-02T08:00:00.000Z', resolvedAt: null, cause: 'EAUTH: 535 5.7.8 Authentication failed', leads: 3, oldestReference: 'AC-7Q4K2M', server: null } }); // => 'Form services incident: company mails or webhooks waiting since 2026-03-02 08:00 UTC. 3 leads wait; the oldest is AC-7Q4K2M. Cause: EAUTH: 535 5.7.8 Authentication failed.'
 * alertText({ event: 'resolved', incident: { id: 'i2', kind: 'store-down', startedAt: '2026-03-02T08:00:00.000Z', resolvedAt: '2026-03-02T08:05:00.000Z', cause: 'no answer in time', leads: 0, oldestReference: null, server: 'web-1' } }); // => 'Resolved: the lead store not answering on web-1, from 2026-03-02 08:00 UTC to 2026-03-02 08:05 UTC.'
 */
export function alertText({ event, incident }: Alert): string {
  const time = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const what = `${WHAT[incident.kind]}${incident.server ? ` on ${incident.server}` : ''}`;
  if (event === 'resolved')
    return `Resolved: ${what}, from ${time(incident.startedAt)} to ${time(incident.resolvedAt ?? incident.startedAt)}.`;
  const waiting = incident.oldestReference
    ? ` ${incident.leads} ${incident.leads === 1 ? 'lead waits' : 'leads wait'}; the oldest is ${incident.oldestReference}.`
    : '';
  return `Form services incident: ${what} since ${time(incident.startedAt)}.${waiting} Cause: ${incident.cause}.`;
}
