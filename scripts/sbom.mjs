// A CycloneDX SBOM of each published package, as a consumer installs it: the package is packed as
// publishing packs it, unpacked into a scratch folder and installed there with npm (its
// production dependencies and peers; its siblings from their tarballs, since they are not on the
// registry yet), and cyclonedx-npm describes that npm tree (it cannot read pnpm's) with the
// package as the root component. Each SBOM is then checked (sbom-check.mjs) and written to
// dist/sbom, or to the folder given as `--out DIR`. The release attaches them.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { contentProblems, schemaProblems } from './sbom-check.mjs';
import { packPublished, packedManifest, root } from './workspace-packages.mjs';

const run = promisify(execFile);
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist/sbom' } } });
const out = resolve(root, values.out);
const cyclonedxNpm = join(root, 'node_modules', '.bin', 'cyclonedx-npm');
// cyclonedx-npm runs whatever `npm_execpath` names as npm: under `pnpm run`, pnpm, which cannot
// list npm's tree. Without it, it runs npm.
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'npm_execpath'),
);

/** `@acme/ui` at 0.1.0 → `acme-ui-0.1.0.cdx.json`, named like its tarball. */
const fileName = ({ name, version }) =>
  `${name.replace(/^@/, '').replace('/', '-')}-${version}.cdx.json`;

/** Makes and checks one package's SBOM; returns its path and what is wrong with it. */
async function sbomOf(tarball, tarballs, scratch) {
  const manifest = packedManifest(tarball);
  const project = mkdtempSync(join(scratch, 'project-'));
  await run('tar', ['-xzf', tarball, '-C', project, '--strip-components=1']);
  // What npm installs for a consumer: no devDependencies, and a sibling from its tarball.
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {}).map(([name, range]) => [
      name,
      tarballs[name] ? `file:${tarballs[name]}` : range,
    ]),
  );
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ ...manifest, dependencies, devDependencies: undefined }),
  );
  await run(
    'npm',
    ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: project },
  );
  const file = join(out, fileName(manifest));
  await run(
    cyclonedxNpm,
    ['--omit', 'dev', '--mc-type', 'library', '--validate', '--output-format', 'JSON'].concat(
      '--output-file',
      file,
    ),
    { cwd: project, env: npmEnv },
  );
  const text = readFileSync(file, 'utf8');
  const bom = JSON.parse(text);
  const problems = [...(await schemaProblems(text)), ...contentProblems(bom, manifest)];
  return { file, manifest, bom, problems };
}

const scratch = mkdtempSync(join(tmpdir(), 'acme-sbom-'));
try {
  mkdirSync(out, { recursive: true });
  const tarballs = packPublished(scratch);
  const results = await Promise.all(
    Object.values(tarballs).map((tarball) => sbomOf(tarball, tarballs, scratch)),
  );
  for (const { file, manifest, bom, problems } of results) {
    const where = relative(root, file);
    if (problems.length) {
      console.error(`SBOM ${where}:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `SBOM ${where}: ${manifest.name}@${manifest.version}, components: ${bom.components?.length ?? 0}, valid CycloneDX ${bom.specVersion}.`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
