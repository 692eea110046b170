// `pnpm dev` from the repository root: the packages' watchers, the form services and the site's
// Vite dev server come up, and a form posted to the dev server reaches the services.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const data = mkdtempSync(join(tmpdir(), 'smoke-dev-'));
const dev = spawn('pnpm', ['dev'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, FORMS_OUTBOX: join(data, 'outbox'), FORMS_MAIL_DIR: join(data, 'mail') },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
// Colours are stripped: tools colour their output when `CI` is set, even into a pipe.
const collect = (chunk) => (output += stripVTControlCharacters(String(chunk)));
dev.stdout.on('data', collect);
dev.stderr.on('data', collect);
const stop = () => {
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
const fail = (message) => {
  console.error(`pnpm dev: ${message}\n${output.slice(-3000)}`);
  stop();
  process.exit(1);
};
// Only a hang's limit: the watchers' first builds take minutes on a slow, busy machine.
setTimeout(
  () => fail('waited 10 minutes for the dev server and a lead through it'),
  600_000,
).unref();
dev.on('exit', (code) => fail(`exited with ${code}`));

/** Polls until `url` answers, then gives its response. */
async function ready(url, init) {
  for (;;) {
    const response = await fetch(url, init).catch(() => null);
    if (response && response.status < 500) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const vite = /Local:\s+(http:\/\/\S+)/;
while (!vite.test(output)) await new Promise((resolve) => setTimeout(resolve, 250));
const base = vite.exec(output)[1].replace(/\/$/, '');
const home = await ready(`${base}/`);
if (home.status !== 200) fail(`the dev server answered ${home.status}`);
const lead = await ready(`${base}/send-lead.php`, {
  method: 'POST',
  body: new URLSearchParams({ name: 'Dev', email: 'dev@example.ae' }),
});
const answer = await lead.json().catch(() => ({}));
if (!answer.success) fail(`a lead through the dev server's proxy got ${JSON.stringify(answer)}`);
dev.removeAllListeners('exit');
stop();
console.log('pnpm dev: the site and a form through its proxy answer');
