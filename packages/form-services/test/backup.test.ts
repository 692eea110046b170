// `pnpm leads backup` and `restore`, as the built command line runs them, on both engines.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pdfBytes } from '@acme/tooling/test-documents';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { partialName } from '../src/backup/write-backup';
import type { FormServicesOptions } from '../src/config/options';
import type { Incident } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import {
  ENGINES,
  type Engine,
  contactFields,
  leadsIn,
  newDatabase,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
} from './helpers';
import { leadsCommand, startLeadsCommand } from './processes';

type Where = Pick<FormServicesOptions, 'outboxDir' | 'databaseUrl'>;

const ERASURE_SECRET = 'the-erasure-register-key-0123456789';

/** What `pnpm leads` is run with to reach the store `where` names. */
const envOf = (where: Where) => ({
  FORMS_OUTBOX: where.outboxDir,
  DATABASE_URL: where.databaseUrl ?? '',
  FORMS_ERASURE_SECRET: ERASURE_SECRET,
  SMTP_URL: '',
});

/** A new, empty store of `engine`: a folder not yet made, or a new database. */
async function emptyStore(engine: Engine): Promise<Where> {
  const outboxDir = join(await mkdtemp(join(tmpdir(), 'restored-')), 'outbox');
  return engine === 'files' ? { outboxDir } : { outboxDir, databaseUrl: await newDatabase() };
}

const other = (engine: Engine): Engine => (engine === 'files' ? 'postgres' : 'files');
const archivePath = async () => join(await mkdtemp(join(tmpdir(), 'backups-')), 'leads.backup');
const rfiFields = (email: string) => ({
  name: 'Nadia',
  email,
  company: 'Gov',
  file: new File([pdfBytes()], 'brief.pdf'),
});

/** `pnpm leads csv --all`: the header and each lead's row. */
async function csvRows(where: Where) {
  const { code, output } = await leadsCommand(['csv', '--all'], envOf(where));
  expect(code).toBe(0);
  const [header, ...rows] = output.split(/\r?\n/);
  return { header, rows };
}

/**
 * Makes a backup of the store stall before it is whole: the file engine's attachment becomes a
 * named pipe nobody writes (reading it waits), the database's deliveries are locked by a
 * transaction. Answers how to let it go on.
 */
async function stallBackups(where: Where): Promise<() => Promise<void>> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE deliveries IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await client.query('ROLLBACK');
      await client.end();
    };
  }
  const pdf = (await readdir(where.outboxDir)).find((name) => name.endsWith('.pdf'));
  const path = join(where.outboxDir, pdf ?? 'missing.pdf');
  await rename(path, `${path}.kept`);
  await promisify(execFile)('mkfifo', [path]);
  return async () => {
    await unlink(path);
    await rename(`${path}.kept`, path);
  };
}

describe.each(ENGINES)('pnpm leads backup and restore, from %s', (engine) => {
  it('backs up under load; restored into the other engine, the CSV and attachments are the same and only the pending mails are sent', async () => {
    // The visitor mail to wait@x.ae is refused for now: it is pending when the backup is made.
    const smtp = track(
      await startSmtp({
        refuse: (to) => (to === 'wait@x.ae' ? { code: 451, message: 'Try later' } : null),
      }),
    );
    const services = track(await startServices({ engine, smtpUrl: smtp.url }));
    const source = await services.storeWhere();
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await postMultipart(`${services.url}/api/submit`, contactFields('wait@x.ae'));
    await postMultipart(`${services.url}/send-rfi.php`, rfiFields('n@gov.ae'));
    await expect
      .poll(async () => {
        const deliveries = (await leadsIn(source)).flatMap((entry) => entry.deliveries);
        return (
          deliveries.length === 6 &&
          deliveries.every((d) =>
            d.to === 'wait@x.ae'
              ? d.status === 'pending' && d.attempts > 0
              : d.status === 'delivered',
          )
        );
      }, waitingFor('every mail sent but the refused one, tried'))
      .toBe(true);
    const before = (await leadsIn(source)).map(({ lead }) => lead.reference);

    const file = await archivePath();
    const backup = leadsCommand(['backup', file], envOf(source));
    const progress = { finished: false };
    void backup.finally(() => (progress.finished = true));
    const postedDuring: string[] = [];
    do {
      const { body } = await postMultipart(
        `${services.url}/api/submit`,
        contactFields(`load${postedDuring.length}@x.ae`),
      );
      postedDuring.push(String(body.reference));
    } while (!progress.finished);
    const made = await backup;
    expect(made).toEqual({
      code: 0,
      output: expect.stringMatching(/^Backed up \d+ leads, 1 attachments, .* to .+\.$/),
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(existsSync(partialName(file))).toBe(false);
    await services.close();

    const target = await emptyStore(other(engine));
    const restored = await leadsCommand(['restore', file], envOf(target));
    expect(restored).toEqual({
      code: 0,
      output: expect.stringMatching(
        /^Restored \d+ leads \(1 attachments, .*\) from .+\. Erased again 0 leads whose address is in the erasure register: they were not restored\.$/,
      ),
    });
    expect(await leadsCommand(['restore', file], envOf(target))).toEqual({
      code: 1,
      output: expect.stringMatching(
        /holds leads: a backup is restored into an empty store only\.$/,
      ),
    });

    // The same rows: every lead kept before the backup, and those posted during it that it took.
    const was = await csvRows(source);
    const now = await csvRows(target);
    expect(now.header).toBe(was.header);
    for (const reference of before)
      expect(now.rows.filter((row) => row.includes(reference))).toHaveLength(1);
    expect(was.rows.filter((row) => now.rows.includes(row))).toEqual(now.rows);
    for (const row of was.rows.filter((row) => !now.rows.includes(row)))
      expect(postedDuring.some((reference) => row.includes(reference))).toBe(true);

    // Every attachment, byte for byte.
    const restoredLeads = await leadsIn(target);
    const rfi = restoredLeads.find(({ lead }) => lead.form === 'rfi');
    const reading = track(await openStore(target, 'reader'));
    expect(new Uint8Array((rfi && (await reading.leads.attachment(rfi.lead))) ?? [])).toEqual(
      pdfBytes(),
    );
    await reading.close();

    // A server on the restored store sends what was pending, and nothing that was sent.
    const pending = restoredLeads.flatMap(({ deliveries }) =>
      deliveries.filter((d) => d.status === 'pending').map((d) => d.to),
    );
    expect(pending).toContain('wait@x.ae');
    const fresh = track(await startSmtp());
    const restarted = track(await startServices({ ...target, smtpUrl: fresh.url }));
    await restarted.settled();
    await restarted.close();
    expect(fresh.received.flatMap((mail) => mail.to).sort()).toEqual(pending.sort());
  }, 60_000);

  it('leaves no file under its final name when killed halfway; the next run writes it whole', async () => {
    const services = track(await startServices({ engine }));
    await postMultipart(`${services.url}/send-rfi.php`, rfiFields('n@gov.ae'));
    await services.settled();
    await services.close();
    const source = await services.storeWhere();
    const file = await archivePath();
    const goOn = await stallBackups(source);
    const running = startLeadsCommand(['backup', file], envOf(source));
    await expect
      .poll(() => existsSync(partialName(file)), waitingFor('the backup to start writing'))
      .toBe(true);
    running.child.kill('SIGKILL');
    expect(await running.exited).toBeNull();
    expect(existsSync(file)).toBe(false);
    await goOn();

    expect((await leadsCommand(['backup', file], envOf(source))).code).toBe(0);
    expect(existsSync(partialName(file))).toBe(false);
    expect(await readdir(join(file, '..'))).toEqual(['leads.backup']);
    expect(await leadsCommand(['backup', '--verify', file], envOf(source))).toEqual({
      code: 0,
      output: expect.stringMatching(
        /is whole: a backup of .+ made .+, 1 leads, 1 attachments, 2 deliveries \(0 pending\), 0 erased addresses, 0 incidents\.$/,
      ),
    });
  }, 60_000);

  it('carries the incidents, open and resolved, into the other engine; an open one stays open', async () => {
    const source = await emptyStore(engine);
    const kept = await openStore(source, 'server');
    const incident = (id: string, resolvedAt: string | null): Incident => ({
      id,
      kind: resolvedAt ? 'store-down' : 'deliveries-waiting',
      startedAt: '2026-03-02T08:00:00.000Z',
      resolvedAt,
      cause: 'EAUTH: 535 5.7.8 Authentication failed',
      leads: resolvedAt ? 0 : 2,
      oldestReference: resolvedAt ? null : 'AC-7Q4K2M',
      server: resolvedAt ? 'web-1 (process 7)' : null,
    });
    await kept.incidents.add(incident('outage', '2026-03-02T08:05:00.000Z'));
    await kept.incidents.open(incident('waiting', null));
    await kept.close();
    const file = await archivePath();
    expect(await leadsCommand(['backup', file], envOf(source))).toEqual({
      code: 0,
      output: expect.stringMatching(/, 0 erased addresses, 2 incidents of .+ to .+\.$/),
    });
    const target = await emptyStore(other(engine));
    expect((await leadsCommand(['restore', file], envOf(target))).code).toBe(0);
    const restored = track(await openStore(target, 'reader'));
    expect(await restored.incidents.list()).toEqual([
      incident('outage', '2026-03-02T08:05:00.000Z'),
      incident('waiting', null),
    ]);
    expect(await restored.incidents.list(true)).toEqual([incident('waiting', null)]);
  });

  it('keeps erased people out of every restore: the register is merged, never shrunk', async () => {
    const services = track(await startServices({ engine }));
    const source = await services.storeWhere();
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await postMultipart(`${services.url}/api/submit`, contactFields('bob@corp.ae'));
    await services.settled();
    const older = await archivePath();
    expect((await leadsCommand(['backup', older], envOf(source))).code).toBe(0);
    expect((await leadsCommand(['erase', 'Lina@corp.ae'], envOf(source))).output).toMatch(
      /^Erased 1 lead .* In the erasure register: no restored backup brings it back\.$/,
    );
    const newer = await archivePath();
    expect((await leadsCommand(['backup', newer], envOf(source))).output).toMatch(
      /^Backed up 1 leads, .*, 1 erased addresses, 0 incidents of /,
    );
    await services.close();
    // The register holds keyed hashes, never the address.
    expect((await readFile(newer, 'utf8')).toLowerCase()).not.toContain('lina');

    // Bob asks to be forgotten where the leads are to be restored, before they are.
    const target = await emptyStore(other(engine));
    expect((await leadsCommand(['erase', 'bob@corp.ae'], envOf(target))).output).toBe(
      'No lead of that address. In the erasure register: no restored backup brings it back.',
    );
    expect((await leadsCommand(['restore', newer], envOf(target))).output).toMatch(
      /^Restored 0 leads .* Erased again 1 leads whose address is in the erasure register/,
    );
    // The older archive's empty register took nothing away: Lina (from the newer archive's
    // register) and Bob (from the store's own) stay out.
    expect((await leadsCommand(['restore', older], envOf(target))).output).toMatch(
      /^Restored 0 leads .* Erased again 2 leads whose address is in the erasure register/,
    );
    expect(await leadsIn(target)).toEqual([]);
    // Without the key, a restore cannot tell who was erased, and refuses.
    expect(
      await leadsCommand(['restore', older], { ...envOf(target), FORMS_ERASURE_SECRET: '' }),
    ).toEqual({ code: 1, output: expect.stringMatching(/set FORMS_ERASURE_SECRET/) });
  }, 60_000);
});

describe('a damaged archive', () => {
  it('is refused, naming what is wrong, before anything is written', async () => {
    const services = track(await startServices());
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await postMultipart(`${services.url}/send-rfi.php`, rfiFields('n@gov.ae'));
    await services.settled();
    await services.close();
    const file = await archivePath();
    expect((await leadsCommand(['backup', file], envOf(await services.storeWhere()))).code).toBe(0);
    const whole = await readFile(file, 'utf8');
    const lines = whole.split('\n');
    const damaged = {
      cut: whole.slice(0, Math.floor(whole.length / 2)),
      'cut at a line': `${lines.slice(0, 2).join('\n')}\n`,
      'cut in the header': whole.slice(0, 40),
      altered: whole.replace('lina@corp.ae', 'lena@corp.ae'),
      'altered attachment': whole.replace(/"attachment":"(.)/, '"attachment":"A$1'),
      foreign: 'name,email\nLina,lina@corp.ae\n',
      empty: '',
    };
    const refusals = {
      cut: /is cut short: it ends after [01] leads, before its manifest\.$/,
      'cut at a line': /is cut short: it ends after 1 leads, before its manifest\.$/,
      'cut in the header': /is cut short: it ends in its header\.$/,
      altered: /does not match its manifest's checksum: altered\.$/,
      'altered attachment':
        /line \d: the attachment of lead .+ does not match its checksum: altered\.$/,
      foreign: /is not a form-services backup: it does not start with its header\.$/,
      empty: /is empty: it is not a backup\.$/,
    };
    for (const [what, text] of Object.entries(damaged)) {
      const copy = join(file, '..', what.replace(/ /g, '-'));
      await writeFile(copy, text);
      const target = await emptyStore('files');
      const restore = await leadsCommand(['restore', copy], envOf(target));
      expect([what, restore]).toEqual([
        what,
        { code: 1, output: expect.stringMatching(refusals[what as keyof typeof refusals]) },
      ]);
      expect([what, existsSync(target.outboxDir)]).toEqual([what, false]);
      const verify = await leadsCommand(['backup', '--verify', copy], envOf(target));
      expect([what, verify.code, verify.output]).toEqual([what, 1, restore.output]);
    }
  }, 60_000);

  it('is not restored into an outbox a server holds', async () => {
    const source = track(await startServices());
    await postMultipart(`${source.url}/api/submit`, contactFields('lina@corp.ae'));
    await source.settled();
    const file = await archivePath();
    expect((await leadsCommand(['backup', file], envOf(await source.storeWhere()))).code).toBe(0);
    const running = track(await startServices());
    expect(await leadsCommand(['restore', file], envOf(await running.storeWhere()))).toEqual({
      code: 1,
      output: expect.stringMatching(/is held by a running server .*\. Stop it, then restore\.$/),
    });
    expect(await running.leads()).toEqual([]);
  }, 60_000);
});
