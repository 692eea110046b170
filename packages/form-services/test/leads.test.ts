import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../src/store/lead-store';

const LEADS = join(import.meta.dirname, '..', 'dist', 'bin', 'leads.js');

/** Runs the built `pnpm leads` on an outbox, in a shell with a limit on open files. */
async function leadsCli(outbox: string, args: readonly string[] = [], openFiles = 1024) {
  const { stdout } = await promisify(execFile)(
    'bash',
    ['-c', `ulimit -n ${openFiles} && exec "$0" "$@"`, process.execPath, LEADS, ...args],
    { env: { ...process.env, FORMS_OUTBOX: outbox, SMTP_URL: '' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.trimEnd().split('\n');
}

function lead(index: number, fields: Record<string, string>): StoredLead {
  const receivedAt = new Date(Date.UTC(2026, 10, 23, 10, 0, 0, index)).toISOString();
  return {
    id: `${receivedAt.replace(/[:.]/g, '-')}-lead-${String(index).padStart(8, '0')}`,
    reference: 'AC-7Q4K2M',
    endpoint: 'lead',
    form: 'checklist',
    receivedAt,
    fields,
    attachment: null,
    client: { ip: '127.0.0.1', userAgent: '' },
  };
}

async function outboxWith(leads: readonly StoredLead[]) {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  for (const stored of leads)
    await writeFile(join(dir, `${stored.id}.json`), JSON.stringify(stored));
  return dir;
}

describe('pnpm leads', () => {
  it('says where the outbox is and where mail goes, then lists leads newest first', async () => {
    const dir = await outboxWith(
      ['First', 'Second', 'Third'].map((name, i) => lead(i, { name, email: `${name}@x.ae` })),
    );
    const [outbox, mail, ...lines] = await leadsCli(dir);
    expect(outbox).toBe(`leads: files in ${dir}`);
    expect(mail).toBe('mail: written to .data/mail');
    const names = lines
      .filter((line) => !line.startsWith(' '))
      .map((line) => /(First|Second|Third)/.exec(line)?.[1]);
    expect(names).toEqual(['Third', 'Second', 'First']);
    expect(lines.filter((line) => line.includes('not yet picked up for delivery'))).toHaveLength(3);
  });

  it('streams tens of thousands of leads under a small open-file limit, reporting a broken file and going on', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      lead(i, { name: `V${i}`, email: 'v@x.ae' }),
    );
    const dir = await outboxWith(many);
    await writeFile(join(dir, '2026-11-23T10-00-00-005Z-lead-broken.json'), '{"id": "cut sh');
    // Far fewer files than leads: Node itself opens about 70 at once as it loads the program's
    // modules (it reads a module's imports in parallel), so the limit leaves room for that.
    const lines = await leadsCli(dir, [], 128);
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toHaveLength(10_000);
    expect(lines).toContainEqual(
      expect.stringMatching(/^! 2026-11-23T10-00-00-005Z-lead-broken: cannot be read/),
    );
  }, 60_000);

  it('prints what a visitor typed with every control character escaped', async () => {
    const dir = await outboxWith([
      lead(0, {
        name: 'Mallory\u001b[2J\u001b[H',
        email: 'm@x.ae\nreceived: forged line',
        company: '\u202eevil',
      }),
    ]);
    const output = (await leadsCli(dir)).join('\n');
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain('\u202e');
    expect(output).toContain(
      'Mallory\\u001b[2J\\u001b[H <m@x.ae\\nreceived: forged line>  \\u202eevil',
    );
  });

  it('explains its commands when asked something it does not know', async () => {
    const dir = await outboxWith([]);
    await expect(leadsCli(dir, ['frobnicate'])).rejects.toMatchObject({
      code: 2,
      stderr:
        'Usage: pnpm leads [list | failed | resend <lead id or reference> | import | csv [--since YYYY-MM-DD] [--all] | spam | release <reference> [--with-file | --without-file] | erase <email> | access <email> <folder> | backup [--verify] <file> | restore <file>]\n',
    });
    expect(await leadsCli(dir, ['resend', 'AC-ZZZZZZ'])).toEqual([
      `No lead AC-ZZZZZZ in files in ${dir}.`,
    ]);
  });
});
