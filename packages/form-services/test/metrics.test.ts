import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contactFields,
  freePort,
  newDatabase,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
  within,
} from './helpers';
import { serve } from './processes';

const DEPLOY = join(import.meta.dirname, '..', 'deploy');

/** Runs Debian's promtool with `input` on its standard input: its exit code and what it said. */
async function promtool(args: readonly string[], input = '') {
  const child = spawn('promtool', args, { cwd: join(DEPLOY, 'prometheus') });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  const [code] = await within(once(child, 'exit'), `promtool ${args.join(' ')}`);
  return { code: code as number | null, output };
}

/** The exposition served at `port`: its status, content type and text. */
async function scrape(port: number) {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    text: await answer.text(),
  };
}

/** One sample's value in an exposition (`name{labels}` as written), or `undefined`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** The metric names an exposition declares (`# TYPE name type`). */
const declared = (text: string) =>
  new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));

/** The `forms_…` metrics a file's queries read, histogram series named by their histogram. */
const formsMetricsIn = (text: string) =>
  new Set([...text.matchAll(/\bforms_\w+/g)].map(([name]) => name.replace(/_bucket$/, '')));

describe('the metrics of a built server', () => {
  it('are served on a listener of their own, free of visitor data, and pass promtool’s lint', async () => {
    const smtp = await startSmtp({
      refuse: (to) => (to === 'gone@x.ae' ? { code: 550, message: 'No such user' } : null),
    });
    const port = await freePort();
    const metricsPort = await freePort();
    const server = await serve({
      FORMS_PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SMTP_URL: smtp.url,
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'metrics-outbox-')),
      FORMS_POLL_MS: '100',
    });
    try {
      expect(server.output()).toContain(`metrics: GET /metrics on 127.0.0.1:${metricsPort}`);
      const spam = contactFields('bot@mailinator.com', { name: '<a href="x">Cheap SEO</a>' });
      for (const fields of [contactFields('lina@corp.ae'), contactFields('gone@x.ae'), spam])
        expect((await postMultipart(`http://127.0.0.1:${port}/api/submit`, fields)).status).toBe(
          200,
        );
      await expect
        .poll(async () => {
          const { text } = await scrape(metricsPort);
          return [
            sample(text, 'forms_deliveries_total{kind="company",outcome="delivered"}'),
            sample(text, 'forms_deliveries_total{kind="visitor",outcome="failed"}'),
          ];
        }, waitingFor('both company mails delivered and the refused visitor mail failed'))
        .toEqual([2, 1]);

      // A page's report of what its policy blocked is counted by directive; a made-up directive
      // cannot add a label of its own.
      for (const directive of ['script-src-elem', 'script-src-elem', 'lina@corp.ae'])
        expect(
          (
            await fetch(`http://127.0.0.1:${port}/csp-reports`, {
              method: 'POST',
              headers: { 'content-type': 'application/csp-report' },
              body: JSON.stringify({
                'csp-report': {
                  'effective-directive': directive,
                  'blocked-uri': 'inline',
                  'document-uri': 'https://acme.ae/',
                },
              }),
            })
          ).status,
        ).toBe(204);

      const { status, type, text } = await scrape(metricsPort);
      expect(status).toBe(200);
      expect(sample(text, 'forms_csp_violations_total{directive="script-src-elem"}')).toBe(2);
      expect(sample(text, 'forms_csp_violations_total{directive="other"}')).toBe(1);
      expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(sample(text, 'forms_leads_total{form="contact",held="false"}')).toBe(2);
      expect(sample(text, 'forms_leads_total{form="contact",held="true"}')).toBe(1);
      expect(sample(text, 'forms_delivery_attempts_total{kind="visitor",outcome="failed"}')).toBe(
        1,
      );
      expect(sample(text, 'forms_smtp_duration_seconds_count{kind="company"}')).toBe(2);
      expect(sample(text, 'forms_http_requests_total{route="/api/submit",status="200"}')).toBe(3);
      expect(sample(text, 'forms_store_up')).toBe(1);
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      // Neither the visitors' addresses nor their words, in a label or anywhere.
      expect(text).not.toMatch(/lina|corp\.ae|gone|x\.ae|No such user|mailinator|SEO/);
      // The whole exposition parses and passes the lint, the default Node metrics included.
      expect(await promtool(['check', 'metrics'], text)).toEqual({ code: 0, output: '' });

      // The rules and the dashboard read only metrics the server declares.
      const names = declared(text);
      for (const file of ['prometheus/alerts.yml', 'grafana/form-services.json'])
        for (const name of formsMetricsIn(await readFile(join(DEPLOY, file), 'utf8')))
          expect(names, `${file} reads ${name}`).toContain(name);

      // The public port serves no metrics.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await within(server.exited, 'the server to exit');
      await smtp.close();
    }
  });

  it('reads the shared store’s figures the same on two servers of one database', async () => {
    const databaseUrl = await newDatabase();
    const start = async () => {
      const metricsPort = await freePort();
      const services = track(
        await startServices({
          databaseUrl,
          smtpUrl: 'smtp://127.0.0.1:9',
          metrics: { host: '127.0.0.1', port: metricsPort },
        }),
      );
      return { services, metricsPort };
    };
    const a = await start();
    const b = await start();
    for (const [index, { services }] of [a, a, b].entries())
      expect(
        (await postMultipart(`${services.url}/api/submit`, contactFields(`v${index}@x.ae`))).status,
      ).toBe(200);
    await expect
      .poll(
        () =>
          Promise.all(
            [a, b].map(async ({ metricsPort }) =>
              sample((await scrape(metricsPort)).text, 'forms_deliveries_pending{kind="company"}'),
            ),
          ),
        waitingFor('both servers to count the three company mails waiting'),
      )
      .toEqual([3, 3]);
  });
});

describe('the alerting rules (deploy/prometheus/alerts.yml)', () => {
  it('are valid and pass their tests: one alert per incident, the max across servers', async () => {
    expect(await promtool(['check', 'rules', 'alerts.yml'])).toMatchObject({ code: 0 });
    const tested = await promtool(['test', 'rules', 'alerts.test.yml']);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.code).toBe(0);
  });
});
