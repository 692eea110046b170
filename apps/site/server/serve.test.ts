// The built production server (dist/server/serve.js), over real sockets.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerTimeouts } from '@acme/form-services';
import { within } from '@acme/tooling/waits';
import { CACHE_CONTROL } from './cache-policy';
import { SECURITY_TXT_PATH } from './security-txt';
import type * as Serve from './serve';

type SiteServer = Awaited<ReturnType<typeof Serve.buildSiteServer>>;
const dist = join(import.meta.dirname, '..', 'dist');
// The built server, as `pnpm start` runs it; the source module only lends its types.
const { buildSiteServer } = (await import(join(dist, 'server', 'serve.js'))) as typeof Serve;

/** The built server on a loopback port, with its own outbox. */
async function start(
  env: Record<string, string> = {},
  timeouts?: ServerTimeouts,
  more: Pick<Parameters<typeof Serve.buildSiteServer>[0] & object, 'logger' | 'now'> = {},
) {
  const outbox = await mkdtemp(join(tmpdir(), 'site-outbox-'));
  const app = await buildSiteServer({
    env: {
      FORMS_OUTBOX: outbox,
      FORMS_MAIL_DIR: join(outbox, 'mail'),
      FORMS_RATE_LIMIT: '3',
      ...env,
    },
    timeouts,
    ...more,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, outbox };
}

/** The address of the page's entry script, which the build manifest names (scripts are named by their hash). */
const entryScript = async () => {
  const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
    await readFile(join(dist, 'client', '.vite', 'manifest.json'), 'utf8'),
  );
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
};

describe('what the server sends', () => {
  let site: { app: SiteServer; url: string };
  beforeAll(async () => {
    site = await start();
  });
  afterAll(() => site.app.close());

  it('caches each kind of file by its rule', async () => {
    const cacheOf = async (path: string) =>
      (await fetch(`${site.url}${path}`)).headers.get('cache-control');
    expect(await cacheOf('/pricing')).toBe(CACHE_CONTROL.page);
    expect(await cacheOf(await entryScript())).toBe(CACHE_CONTROL.immutable);
    expect(await cacheOf('/assets/it-amc-checklist.pdf')).toBe(CACHE_CONTROL.revalidate);
    expect(await cacheOf('/robots.txt')).toBe(CACHE_CONTROL.revalidate);
  });

  it('sends the Brotli or gzip file made at build time, and the plain file to a client asking for neither', async () => {
    const path = await entryScript();
    const file = join(dist, 'client', path);
    const raw = await readFile(file);
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          // fetch would decode the body; a raw request shows what was sent.
          void import('node:http').then(({ get: httpGet }) =>
            httpGet(`${site.url}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            }).on('error', reject),
          );
        },
      );
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(await readFile(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('asks browsers for HTTPS only, for 180 days, without subdomains unless configured', async () => {
    const hsts = (await fetch(`${site.url}/`)).headers.get('strict-transport-security')!;
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(hsts).not.toContain('includeSubDomains');
    const withSubdomains = await start({ HSTS_INCLUDE_SUBDOMAINS: 'true' });
    try {
      expect(
        (await fetch(`${withSubdomains.url}/`)).headers.get('strict-transport-security'),
      ).toContain('; includeSubDomains');
    } finally {
      await withSubdomains.app.close();
    }
  });

  it('serves no source map and no build manifest', async () => {
    expect(
      (await readdir(join(dist, 'client', 'assets'))).filter((name) => name.endsWith('.map')),
    ).toEqual([]);
    expect((await fetch(`${site.url}${await entryScript()}.map`)).status).toBe(404);
    expect((await fetch(`${site.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('serves /.well-known/security.txt as UTF-8 plain text, the file a static host publishes, and nothing else under /.', async () => {
    const response = await fetch(`${site.url}${SECURITY_TXT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toBe(await readFile(join(dist, 'client', SECURITY_TXT_PATH), 'utf8'));
    expect(text).toMatch(
      /^Contact: mailto:info@example\.ae\nExpires: \S+\nPreferred-Languages: en, ar\nCanonical: https:\/\/www\.example\.ae\/\.well-known\/security\.txt\nPolicy: https:\/\/www\.example\.ae\/vulnerability-disclosure\n$/,
    );
    // A year from the build at most, and not past.
    const expires = new Date(/^Expires: (\S+)$/m.exec(text)![1]!);
    expect(expires > new Date()).toBe(true);
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(366 * 24 * 3600 * 1000);
    // The policy it names is a page, in both languages.
    for (const path of ['/vulnerability-disclosure', '/ar/vulnerability-disclosure'])
      expect((await fetch(`${site.url}${path}`)).status).toBe(200);
    for (const path of ['/.well-known/other.txt', '/.well-known/', '/.env', '/.git/config'])
      expect((await fetch(`${site.url}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    // The static host's and nginx's rules say the same.
    expect(await readFile(join(dist, 'client', '_headers'), 'utf8')).toContain(
      `${SECURITY_TXT_PATH}\n  ! Cache-Control\n  Cache-Control: ${CACHE_CONTROL.revalidate}\n  Content-Type: text/plain; charset=utf-8\n`,
    );
    const nginx = await readFile(join(dist, 'nginx-site.conf'), 'utf8');
    expect(nginx).toContain(`location = ${SECURITY_TXT_PATH} { charset utf-8; `);
    expect(nginx).toMatch(/^location ~ \^\/\\\. \{ .* return 404; \}$/m);
  });

  it('sends COOP, CORP and where to report CSP violations with every response, as _headers and nginx do', async () => {
    const responses = await Promise.all(
      ['/', await entryScript(), SECURITY_TXT_PATH, '/.env', '/Calculator'].map((path) =>
        fetch(`${site.url}${path}`, { redirect: 'manual' }),
      ),
    );
    for (const response of responses) {
      expect(response.headers.get('cross-origin-opener-policy'), response.url).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), response.url).toBe(
        'same-origin',
      );
      expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
      expect(response.headers.get('content-security-policy')).toMatch(
        /; report-to csp; report-uri \/csp-reports$/,
      );
    }
    const headers = await readFile(join(dist, 'client', '_headers'), 'utf8');
    expect(headers).toContain('  Cross-Origin-Opener-Policy: same-origin\n');
    expect(headers).toContain('  Cross-Origin-Resource-Policy: same-origin\n');
    const nginx = await readFile(join(dist, 'nginx-site.conf'), 'utf8');
    // Every location, a redirect's and a 404's too: nginx adds none of the server block's to them.
    for (const location of nginx.split('\n').filter((line) => line.startsWith('location'))) {
      expect(location).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
      expect(location).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    }
    expect(nginx).toContain('add_header Reporting-Endpoints "csp=\\"/csp-reports\\"" always;');
  });
});

describe('security.txt’s expiry', () => {
  /** The server's warnings, started at `now`. */
  async function warningsAt(now: Date) {
    const lines: { level: number; msg: string }[] = [];
    const server = await start({}, undefined, {
      logger: {
        write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
      now: () => now,
    });
    await server.app.close();
    // Its own warnings only: others (a server without a virus scanner says so) are not its.
    return lines
      .filter((line) => line.level === 40 && line.msg.includes('security.txt'))
      .map((line) => line.msg);
  }

  it('is warned about at start once the served date is within 30 days, and not before', async () => {
    const served = await readFile(join(dist, 'client', SECURITY_TXT_PATH), 'utf8');
    const expires = new Date(/^Expires: (\S+)$/m.exec(served)![1]!);
    const daysBefore = (days: number) => new Date(expires.getTime() - days * 24 * 3600 * 1000);
    expect(await warningsAt(daysBefore(31))).toEqual([]);
    expect(await warningsAt(daysBefore(10))).toEqual([
      expect.stringMatching(/^\/\.well-known\/security\.txt expires in 10 days/),
    ]);
  });
});

describe('slow clients', () => {
  // Limits far apart, so how long a client lived tells which one cut it however slow the
  // machine: one cut well inside the whole request's minute was cut by the headers' limit (a
  // dripper, never idle) or the idle one (a stalled upload), each a second.
  const SHORT = {
    headersMs: 1_000,
    checkEveryMs: 200,
    idleMs: 1_000,
    requestMs: 60_000,
    keepAliveMs: 500,
  };

  /**
   * Opens a socket: `started` once `begin` has written on it, `closed` when the server closes it,
   * with how long it lived.
   */
  function open(url: string, begin: (socket: Socket) => void) {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    const opened = Date.now();
    socket.on('error', () => undefined);
    const started = new Promise<void>((resolve) =>
      socket.on('connect', () => {
        begin(socket);
        resolve();
      }),
    );
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => resolve(Date.now() - opened)),
    );
    return { socket, started, closed };
  }

  it(
    'cuts off clients that drip their headers or stall their upload, and answers everyone else meanwhile',
    async () => {
      const site = await start({}, SHORT);
      const timers: NodeJS.Timeout[] = [];
      try {
        const drippers = Array.from({ length: 200 }, () =>
          open(site.url, (socket) => {
            socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
            timers.push(setInterval(() => socket.write('X-Drip: 1\r\n'), 100));
          }),
        );
        const stalled = open(site.url, (socket) =>
          socket.write(
            'POST /send-lead.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=A',
          ),
        );
        await within(
          Promise.all([...drippers, stalled].map((client) => client.started)),
          'the slow clients to connect',
          SHORT.requestMs,
        );
        const page = await fetch(`${site.url}/services`);
        expect(page.status).toBe(200);
        const waits = await within(
          Promise.all(drippers.map((dripper) => dripper.closed)),
          'the drippers to be cut off',
          SHORT.requestMs,
        );
        expect(Math.max(...waits)).toBeLessThan(SHORT.requestMs);
        expect(
          await within(stalled.closed, 'the stalled upload to be cut off', SHORT.requestMs),
        ).toBeLessThan(SHORT.requestMs);
        expect((await fetch(`${site.url}/`)).status).toBe(200);
      } finally {
        timers.forEach(clearInterval);
        await site.app.close();
      }
      // Only a hang's limit: each wait above names its own.
    },
    4 * SHORT.requestMs,
  );

  it('runs in production with a 30 s headers timeout checked every 5 s, and 120 s for a whole request', async () => {
    const site = await start();
    try {
      const server = site.app.server;
      expect(server.headersTimeout).toBeLessThanOrEqual(30_000);
      expect(server.requestTimeout).toBeGreaterThanOrEqual(120_000);
      expect(server.timeout).toBeGreaterThan(0);
      expect(server.keepAliveTimeout).toBeGreaterThan(0);
    } finally {
      await site.app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const lead = (url: string, forwardedFor: string) =>
    fetch(`${url}/send-lead.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor,
      },
      body: new URLSearchParams({ name: 'A', email: 'a@b.ae' }),
    });
  const storedIps = async (outbox: string) => {
    const names = (await readdir(outbox)).filter((name) =>
      /^\d.*\d{2}Z-lead-\w+\.json$/.test(name),
    );
    return Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')).client.ip),
    );
  };

  it('unset: a forwarded address is ignored, so it cannot dodge the rate limit or fake the lead', async () => {
    const site = await start();
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await lead(site.url, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(new Set(await storedIps(site.outbox))).toEqual(new Set(['127.0.0.1']));
    } finally {
      await site.app.close();
    }
  });

  it('set: each visitor behind the proxy has an address of their own', async () => {
    const site = await start({ TRUST_PROXY: '1' });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await lead(site.url, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect((await storedIps(site.outbox)).sort()).toEqual([
        '203.0.113.1',
        '203.0.113.2',
        '203.0.113.3',
        '203.0.113.4',
      ]);
    } finally {
      await site.app.close();
    }
  });

  it('true is refused at start: it would believe anyone', async () => {
    await expect(start({ TRUST_PROXY: 'true' })).rejects.toMatchObject({
      name: 'ConfigurationError',
    });
  });
});

describe('a database that does not answer', () => {
  let site: { app: SiteServer; url: string };
  beforeAll(async () => {
    // A port nothing listens on: the database is down, or not reachable from here.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    site = await start({ DATABASE_URL: `postgres://site@127.0.0.1:${closed}/site` });
  });
  afterAll(() => site.app.close());

  it('keeps serving pages, answers the health check 503, and refuses a lead with when to try again', async () => {
    expect((await fetch(`${site.url}/pricing`)).status).toBe(200);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(503);
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'K', email: 'k@x.ae' }))
      form.append(name, value);
    const answer = await fetch(`${site.url}/send-lead.php`, { method: 'POST', body: form });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.json()).toEqual({
      success: false,
      error: 'The service is unavailable right now. Please try again in a few minutes.',
    });
  });
});
