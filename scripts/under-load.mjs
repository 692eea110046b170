#!/usr/bin/env node
// Runs the test command with every core kept busy by another process, several times in a row,
// as CI may find its machine: two cores, some three times slower than others, and busy.
//
//   node scripts/under-load.mjs                 # ./scripts/test.sh, 3 runs, every core busy
//   node scripts/under-load.mjs --fresh         # each run in a fresh clone of HEAD, as `.ci/run`
//   node scripts/under-load.mjs --runs 1 --busy 0 --fresh   # one idle fresh-clone run, timed
//
// It stops at the first failing run and exits with its code; each run's time is printed, and its
// output is kept in a log file named in that line, each line after the seconds since the run began
// (where the time goes).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    busy: { type: 'string', default: String(availableParallelism()) },
    fresh: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const busy = Number(values.busy);
const root = resolve(import.meta.dirname, '..');

/**
 * A process of its own that spins `threads` threads until this one ends: it leaves when its
 * standard input closes, which happens however this process ends, a kill -9 included.
 */
function startLoad(threads) {
  if (threads === 0) return null;
  return spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { Worker } from 'node:worker_threads';
       for (let i = 0; i < ${threads}; i++) new Worker('for (;;);', { eval: true });
       process.stdin.on('end', () => process.exit()).resume();`,
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
}

/** One run of the test command: in place, or in a fresh clone as CI runs it. */
function runOnce(index) {
  const log = join(tmpdir(), `under-load-run-${index}-${Date.now()}.log`);
  const output = createWriteStream(log);
  let cwd = root;
  let command = ['./scripts/test.sh'];
  let clone = null;
  if (values.fresh) {
    clone = mkdtempSync(join(tmpdir(), 'under-load-clone-'));
    execFileSync('git', ['clone', '--quiet', root, clone]);
    cwd = clone;
    command = ['bash', '.ci/run'];
  }
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
    });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) =>
        output.write(`${elapsed().toFixed(0).padStart(5)} ${line}\n`),
      );
    child.on('close', (code) => {
      output.end();
      if (clone) rmSync(clone, { recursive: true, force: true });
      done({ code: code ?? 1, seconds: elapsed(), log });
    });
  });
}

const load = startLoad(busy);
let failed = 0;
try {
  for (let index = 1; index <= runs; index++) {
    const { code, seconds, log } = await runOnce(index);
    const minutes = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
    console.log(
      `run ${index} of ${runs} (${busy} busy threads${values.fresh ? ', fresh clone' : ''}): ` +
        `${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes}; output in ${log}`,
    );
    if (code !== 0) {
      failed = code;
      break;
    }
  }
} finally {
  load?.kill('SIGKILL');
}
process.exit(failed);
