import { describe, expect, it } from 'vitest';
import { CSP_REPORTS_PATH } from '../src/http/csp-reports';
import { collectingLog, startServices, track } from './helpers';

const SITE = 'https://www.acme.ae';

/** One inline script blocked on a page whose address has a query, as Chromium's report-to says it. */
const reportToBatch = (page = `${SITE}/contact?email=lina%40corp.ae`) => [
  {
    type: 'csp-violation',
    age: 10,
    url: page,
    user_agent: 'Chromium',
    body: {
      documentURL: page,
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: page,
      lineNumber: 1,
    },
  },
];

/** A script from another host blocked, as report-uri says it. */
const reportUriBody = {
  'csp-report': {
    'document-uri': `${SITE}/pricing?users=12`,
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?visitor=1',
    disposition: 'enforce',
  },
};

async function started() {
  const log = collectingLog();
  const services = track(await startServices({ siteUrl: SITE, logTo: log.destination }));
  const post = (body: unknown, type: string, headers: Record<string, string> = {}) =>
    fetch(`${services.url}${CSP_REPORTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': type, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const logged = () => log.lines.filter((line) => line.msg === 'content security policy violation');
  return { services, post, logged, log };
}

describe('the CSP reports endpoint', () => {
  it('logs each violation once, without the visitor’s address or any query, from either kind of report', async () => {
    const { post, logged, log } = await started();
    expect((await post(reportToBatch(), 'application/reports+json')).status).toBe(204);
    expect((await post(reportToBatch(), 'application/reports+json')).status).toBe(204);
    expect((await post(reportUriBody, 'application/csp-report')).status).toBe(204);
    expect(logged().map((line) => line.violation)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: `${SITE}/contact`,
        source: `${SITE}/contact`,
        line: 1,
        disposition: 'enforce',
      },
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: `${SITE}/pricing`,
        disposition: 'enforce',
      },
    ]);
    // The server's own lines name its host (127.0.0.1 too); no line names the visitor or a query.
    expect(JSON.stringify(logged())).not.toMatch(/127\.0\.0\.1/);
    expect(log.text()).not.toMatch(/lina|users=12|visitor=1/);
  });

  it('refuses other content types, bodies over 32 KiB and more than 30 reports a minute, logging none of them', async () => {
    const { post, logged } = await started();
    expect((await post(reportToBatch(), 'application/json')).status).toBe(415);
    expect((await post('x'.repeat(33 * 1024), 'application/csp-report')).status).toBe(413);
    expect((await post('{not json', 'application/csp-report')).status).toBe(400);
    expect(logged()).toEqual([]);
    const statuses: number[] = [];
    for (let sent = 0; sent < 31; sent += 1)
      statuses.push((await post({ other: sent }, 'application/csp-report')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(27);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers the Reporting API’s preflight for the site’s origin only', async () => {
    const { services } = await started();
    const preflight = (origin: string) =>
      fetch(`${services.url}${CSP_REPORTS_PATH}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(SITE);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ours.headers.get('access-control-allow-methods')).toBe('POST');
    expect(ours.headers.get('access-control-allow-headers')).toBe('content-type');
    const theirs = await preflight('https://elsewhere.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});
