// `pnpm leads import`: a file outbox copied into PostgreSQL, as the built command line runs it.
import { pdfBytes } from '@acme/tooling/test-documents';
import { describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store';
import {
  leadsIn,
  newDatabase,
  postMultipart,
  startServices,
  startSmtp,
  contactFields,
} from './helpers';
import { leadsCommand as leads } from './processes';

describe('pnpm leads import', () => {
  it('copies every lead with its attachment and mail states once, and refuses a held outbox', async () => {
    const smtp = await startSmtp({
      refuse: (recipient) => (recipient === 'gone@x.ae' ? { code: 550, message: 'No user' } : null),
    });
    const services = await startServices({ smtpUrl: smtp.url });
    const databaseUrl = await newDatabase();
    const env = { FORMS_OUTBOX: services.outboxDir, DATABASE_URL: databaseUrl };
    try {
      await postMultipart(`${services.url}/api/submit`, contactFields('gone@x.ae'));
      await postMultipart(`${services.url}/send-rfi.php`, {
        name: 'N',
        email: 'n@gov.ae',
        company: 'Gov',
        file: new File([pdfBytes()], 'brief.pdf'),
      });
      await services.settled();
      expect(await leads(['import'], env)).toEqual({
        code: 1,
        output: expect.stringMatching(
          new RegExp(
            `^The outbox ${services.outboxDir} is held by a running server \\(process ${process.pid} on .+\\)\\. Stop it, then import\\.$`,
          ),
        ),
      });
    } finally {
      await services.close();
      await smtp.close();
    }

    const first = await leads(['import'], env);
    expect(first.output).toMatch(/^Imported 2 leads from .+; 0 were there already\.$/);
    const second = await leads(['import'], env);
    expect(second.output).toMatch(/^Imported 0 leads from .+; 2 were there already\.$/);

    const fromFiles = await leadsIn({ outboxDir: services.outboxDir });
    const fromDatabase = await leadsIn({ outboxDir: '', databaseUrl });
    expect(fromDatabase).toEqual(fromFiles);
    const rfi = fromDatabase.find(({ lead }) => lead.form === 'rfi');
    expect(rfi?.deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    const database = await openStore({ outboxDir: '', databaseUrl }, 'reader');
    const bytes = rfi && (await database.leads.attachment(rfi.lead));
    await database.close();
    expect(new Uint8Array(bytes ?? [])).toEqual(pdfBytes());
    const gone = fromDatabase.find(({ lead }) => lead.fields.email === 'gone@x.ae');
    expect(gone?.deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'failed']);
    // The files stay where they were.
    expect(await leadsIn({ outboxDir: services.outboxDir })).toHaveLength(2);
    // And `pnpm leads` reads the database as it read the files.
    const listed = await leads(['failed'], { DATABASE_URL: databaseUrl });
    expect(listed.output).toContain('gone@x.ae');
  }, 30_000);
});
