// The vulnerability audit of the production dependencies: `pnpm audit --prod`, failing on a high
// or critical advisory that audit.accept.json does not accept, and on an acceptance that is
// incomplete or expired. Where the registry does not answer the audit (the development machines'
// and .ci/run's registry refuses its endpoints), it says so plainly and passes, unless
// `--require-answer` (the scheduled audit workflow) makes an audit that could not run a failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { acceptanceProblems, auditVerdict } from './audit-policy.mjs';
import { root } from './workspace-packages.mjs';

const ACCEPTANCES = 'audit.accept.json';
const { values } = parseArgs({ options: { 'require-answer': { type: 'boolean' } } });
const today = new Date().toISOString().slice(0, 10);
const { accepted: acceptances } = JSON.parse(readFileSync(join(root, ACCEPTANCES), 'utf8'));

// Checked whether or not the audit runs: an expired acceptance is due wherever the tests run.
const problems = acceptanceProblems(acceptances, today);
for (const problem of problems) console.error(`audit: ${ACCEPTANCES}: ${problem}`);

// pnpm exits non-zero both for findings and for a registry error; the JSON tells them apart.
const audit = spawnSync('pnpm', ['audit', '--prod', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = { error: { message: audit.stderr.trim() || `no report (exit ${audit.status})` } };
}

if (report.error) {
  console.log(
    `audit: NOT RUN, the registry did not answer pnpm audit: ${report.error.message}\n` +
      `audit: no advisory was checked here; the GitHub workflows run it where the registry answers.`,
  );
  if (values['require-answer']) process.exitCode = 1;
} else {
  const { failing, accepted } = auditVerdict(report, acceptances, today);
  for (const { advisory, acceptance } of accepted) {
    console.log(
      `audit: accepted until ${acceptance.expires}: ${advisory.severity} ${advisory.github_advisory_id} in ${advisory.module_name}: ${acceptance.reason}`,
    );
  }
  for (const advisory of failing) {
    const path = advisory.findings?.[0]?.paths?.[0] ?? advisory.module_name;
    console.error(
      `audit: ${advisory.severity} ${advisory.github_advisory_id} in ${advisory.module_name} ${advisory.vulnerable_versions} (through ${path}): ${advisory.title}, ${advisory.url}. Upgrade it (patched: ${advisory.patched_versions ?? 'see the advisory'}), or accept it in ${ACCEPTANCES} with a reason and an expiry date.`,
    );
  }
  const counts = Object.entries(report.metadata?.vulnerabilities ?? {});
  console.log(`audit: ${counts.map(([severity, n]) => `${severity} ${n}`).join(', ')}.`);
  if (failing.length) process.exitCode = 1;
}
if (problems.length) process.exitCode = 1;
