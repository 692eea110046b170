// The built production server started by a test itself, to see what reaches it: its log lines
// and the requests it takes.
import { CSP_REPORTS_PATH, type Violation } from '@acme/form-services';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Serve from '../server/serve';

/** A build of the site: the one the tests serve, or the one with analytics. */
export type Build = 'dist' | '.build-test-analytics';

/** A built server on a loopback port (a secure context, and a trustworthy report endpoint). */
export async function startBuiltServer(build: Build = 'dist') {
  const serve = join(import.meta.dirname, '..', build, 'server', 'serve.js');
  const { buildSiteServer } = (await import(serve)) as typeof Serve;
  const outbox = await mkdtemp(join(tmpdir(), 'site-e2e-reports-'));
  const violations: Violation[] = [];
  const app = await buildSiteServer({
    env: { FORMS_OUTBOX: outbox, FORMS_MAIL_DIR: join(outbox, 'mail') },
    logger: {
      write: (line) => {
        const entry = JSON.parse(line) as { msg: string; violation?: Violation };
        if (entry.violation) violations.push(entry.violation);
      },
    },
  });
  /** The content type of each report that arrived, in order. */
  const reports: string[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.url === CSP_REPORTS_PATH) reports.push(request.headers['content-type'] ?? '');
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, violations, reports, close: () => app.close() };
}
