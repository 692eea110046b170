// `pnpm start` from the repository root, as a new user runs it: it builds (from the Turborepo
// cache after `pnpm check`), serves the site with the form services mounted, and answers both.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 4388;
const data = mkdtempSync(join(tmpdir(), 'smoke-start-'));
const server = spawn('pnpm', ['start'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(port),
    FORMS_OUTBOX: join(data, 'outbox'),
    FORMS_MAIL_DIR: join(data, 'mail'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
const fail = (message) => {
  console.error(`pnpm start: ${message}`);
  stop();
  process.exit(1);
};
// Only a hang's limit: a build that is not in the cache takes minutes on a slow, busy machine.
setTimeout(() => fail('waited 10 minutes for the site and a lead to answer'), 600_000).unref();
server.on('exit', (code) => fail(`exited with ${code} before answering`));

await new Promise((resolve) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('Site and form services on')) resolve();
  });
});
const base = `http://127.0.0.1:${port}`;
const home = await fetch(`${base}/`);
if (home.status !== 200 || !(await home.text()).includes('<h1')) fail(`/ answered ${home.status}`);
const lead = await fetch(`${base}/send-lead.php`, {
  method: 'POST',
  body: new URLSearchParams({ name: 'Smoke', email: 'smoke@example.ae' }),
});
const answer = await lead.json();
if (!answer.success) fail(`the lead endpoint answered ${JSON.stringify(answer)}`);
server.removeAllListeners('exit');
stop();
console.log('pnpm start: home page and lead endpoint answer');
