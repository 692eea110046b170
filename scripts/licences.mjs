// The licence check: every package in the production dependency tree of the published packages,
// the site and the form services must carry a licence licences.allow.json allows. It reads the
// installed tree through `pnpm licenses list --prod` (no network), and fails naming each package
// that does not, with its licence and where to allow it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { disallowedPackages } from './licence-policy.mjs';
import { publishedPackages, root, workspacePackages } from './workspace-packages.mjs';

const ALLOW_LIST = 'licences.allow.json';
const checked = [...publishedPackages().map((p) => p.name), 'site', '@acme/form-services'];

const allowed = new Set(
  Object.keys(JSON.parse(readFileSync(join(root, ALLOW_LIST), 'utf8')).allowed),
);
const output = execFileSync(
  'pnpm',
  [...checked.flatMap((name) => ['--filter', name]), 'licenses', 'list', '--prod', '--json'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
).toString();
// With no dependency at all pnpm prints a sentence, not JSON.
const report = output.trimStart().startsWith('{') ? JSON.parse(output) : {};
const workspaceNames = new Set(workspacePackages().map((p) => p.name));
const disallowed = disallowedPackages(report, allowed, workspaceNames);

for (const { name, versions, licence } of disallowed) {
  console.error(
    `licences: ${name}@${versions.join(', ')} is licensed ${JSON.stringify(licence)}, which ${ALLOW_LIST} does not allow: replace the dependency, or add the licence there with the reason it is acceptable.`,
  );
}
if (disallowed.length) process.exit(1);
const counts = Object.entries(report).map(([licence, packages]) => `${licence} ${packages.length}`);
console.log(
  `licences: every production dependency of ${checked.join(', ')} is allowed by ${ALLOW_LIST} (${counts.join(', ')}).`,
);
