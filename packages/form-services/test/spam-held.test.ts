// Leads the spam rules hold: answered as any other, kept with their reasons, delivered nothing
// until released; and the company's daily digest of them.
import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { describe, expect, it } from 'vitest';
import { sendDigest } from '../src/daily-jobs';
import { leadMail } from '../src/delivery/mails';
import { heldListing, releaseHeld } from '../src/leads';
import { smtpTransport } from '../src/mail/transport';
import { DEFAULT_DELIVERY, resolvedOptions } from '../src/config/options';
import { openStore } from '../src/store/open-store';
import {
  ENGINES,
  contactFields,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
} from './helpers';

const DISPOSABLE = 'bot@mailinator.com';

/** One lead per rule that holds a lead by itself, as a bot would send it. */
const HELD_ALONE = {
  'markup in the name': contactFields('a@corp.ae', { name: '<a href="x">Cheap SEO</a>' }),
  'a URL in the name': contactFields('b@corp.ae', { name: 'Visit www.rank-first.example' }),
  'markup in the company': contactFields('c@corp.ae', { company: '<b>Best</b> deals' }),
  'a URL in the company': contactFields('d@corp.ae', { company: 'https://casino.example' }),
  'a disposable address': contactFields(DISPOSABLE),
};

describe.each(ENGINES)('held as spam (%s)', (engine) => {
  it.each(Object.entries(HELD_ALONE))(
    'holds a lead for %s: the same answer, kept with its reason, nothing mailed',
    async (_rule, fields) => {
      const smtp = track(await startSmtp());
      const services = track(await startServices({ engine, smtpUrl: smtp.url }));
      const answer = await postMultipart(`${services.url}/api/submit`, fields);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: 'Form submitted successfully.',
        reference: expect.stringMatching(REFERENCE_PATTERN),
      });
      const [lead] = await services.leads();
      expect(lead?.held?.reasons.length).toBeGreaterThan(0);
      expect((await services.records())[0]?.deliveries).toEqual([]);
      // Nothing is planned for it, and the services finish any send in flight as they close.
      await services.close();
      expect(smtp.received).toHaveLength(0);
    },
  );

  it('never holds for a quick send alone, nor for one address sending a few, but for both', async () => {
    const services = track(await startServices({ engine }));
    const post = (extra: Record<string, string>) =>
      postMultipart(`${services.url}/api/submit`, contactFields('fast@corp.ae', extra));
    await post({ message: 'one', form_shown_ms: '900' });
    for (const message of ['two', 'three', 'four']) await post({ message });
    await post({ message: 'five, quickly', form_shown_ms: '800' });
    const held = (await services.leads()).filter((lead) => lead.held);
    expect(held.map((lead) => lead.fields.message)).toEqual(['five, quickly']);
  });

  it('is listed with its reasons, released by reference, and then delivered', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ engine, smtpUrl: smtp.url }));
    const answer = await postMultipart(
      `${services.url}/api/submit`,
      HELD_ALONE['a URL in the name'],
    );
    const reference = String(answer.body.reference);
    const where = await services.storeWhere();
    const store = track(await openStore(where, 'reader'));
    const listed: string[] = [];
    for await (const line of heldListing(store.leads)) listed.push(line);
    expect(listed.join('\n')).toContain(reference);
    expect(listed.join('\n')).toMatch(/held: \S+ \(\d+\)/);
    const { planStored } = leadMail(
      resolvedOptions({ ...where, mailDir: services.mailDir }),
      () => store,
      services.mailDir,
    );
    expect(await releaseHeld(store, reference, planStored)).toContain(`Released ${reference}`);
    await expect
      .poll(() => smtp.received.length, waitingFor('the released lead’s two mails'))
      .toBe(2);
    expect(await smtp.to('b@corp.ae')).toHaveLength(1);
    expect(await releaseHeld(store, reference, planStored)).toContain('No held lead');
  });

  it('sends the company a digest of the day’s held leads with the command that releases each', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ engine, smtpUrl: smtp.url }));
    const held = await postMultipart(
      `${services.url}/api/submit`,
      HELD_ALONE['a disposable address'],
    );
    await postMultipart(`${services.url}/api/submit`, contactFields('real@corp.ae'));
    await services.settled();
    const store = track(await openStore(await services.storeWhere(), 'reader'));
    const transport = smtpTransport(smtp.url, 'site@example.ae', DEFAULT_DELIVERY);
    const before = smtp.received.length;
    expect(await sendDigest(store, transport, 'sales@example.ae', new Date(), 3 * 86_400_000)).toBe(
      true,
    );
    transport.close();
    await expect.poll(() => smtp.received.length, waitingFor('the digest')).toBe(before + 1);
    // One digest a day, whichever server asks again.
    const again = smtpTransport(smtp.url, 'site@example.ae', DEFAULT_DELIVERY);
    expect(await sendDigest(store, again, 'sales@example.ae', new Date(), 3 * 86_400_000)).toBe(
      false,
    );
    again.close();
    const [digest] = await smtp.to('sales@example.ae');
    expect(digest?.subject).toContain('1 held as spam');
    expect(digest?.text).toContain(`pnpm leads release ${String(held.body.reference)}`);
    expect(digest?.text).toContain(DISPOSABLE);
    expect(digest?.text).not.toContain('real@corp.ae');
  });
});
