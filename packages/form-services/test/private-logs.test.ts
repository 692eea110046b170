import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { collectingLog, contactFields, startServices, startSmtp, track } from './helpers';

const VISITOR = 'Lina.Haddad@corp.ae';

describe('the services log nothing personal', () => {
  it('keeps and logs a refusal that echoes the visitor’s address without the address', async () => {
    const smtp = track(
      await startSmtp({
        refuse: (recipient) =>
          recipient.toLowerCase() === VISITOR.toLowerCase()
            ? { code: 550, message: `5.1.1 <${recipient}>: Recipient address rejected` }
            : null,
      }),
    );
    const log = collectingLog();
    const services = track(await startServices({ smtpUrl: smtp.url, logTo: log.destination }));
    const response = await fetch(`${services.url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(
        contactFields(VISITOR, { name: 'Lina Haddad', message: 'Our Dubai office needs help' }),
      ),
    });
    expect(response.status).toBe(200);

    const [record] = await services.settled();
    const visitorMail = record?.deliveries.find((delivery) => delivery.kind === 'visitor');
    expect(visitorMail).toMatchObject({ status: 'failed' });
    expect(visitorMail?.lastError).toContain('550 5.1.1');
    expect(visitorMail?.lastError).toContain('Recipient address rejected');
    expect(visitorMail?.lastError?.toLowerCase()).not.toContain('corp.ae');

    const failed = log.lines.find((line) => line.msg === 'mail failed');
    expect(failed).toBeDefined();
    const logged = log.text().toLowerCase();
    expect(logged).not.toContain('lina.haddad');
    expect(logged).not.toContain('corp.ae');
    expect(logged).not.toContain('dubai office');
  });

  it('logs a request without the client’s address, port or query string', async () => {
    const log = collectingLog();
    const services = track(await startServices({ logTo: log.destination }));
    // Asked by the site's name, so the only place the client's 127.0.0.1 could come from is
    // the client's own address.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      get(
        `${services.url}/healthz?email=lina%40corp.ae`,
        { headers: { host: 'acme.ae' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      ).on('error', reject),
    );
    expect(status).toBe(200);

    const incoming = log.lines.filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req)).toEqual([
      { method: 'GET', url: '/healthz', host: 'acme.ae' },
    ]);
    const requestLines = log.lines.filter((line) => 'reqId' in line);
    expect(requestLines.map((line) => line.msg)).toContain('request completed');
    for (const line of requestLines) {
      expect(JSON.stringify(line)).not.toContain('127.0.0.1');
      expect(JSON.stringify(line)).not.toContain('lina');
    }
  });
});
