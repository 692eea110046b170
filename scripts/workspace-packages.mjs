// The workspace's packages as pnpm-workspace.yaml lays them out, and the published ones among
// them packed as `pnpm publish` packs them. Shared by the release rehearsal
// (consumer-check.mjs), the bill of materials (sbom.mjs) and the licence check (licences.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Every workspace package: `{ name, dir, manifest }`, dir relative to the root. */
export function workspacePackages() {
  return ['apps', 'packages']
    .flatMap((parent) => readdirSync(join(root, parent)).map((child) => join(parent, child)))
    .concat('tooling')
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return { name: manifest.name, dir, manifest };
    });
}

/** The packages the release publishes: those not marked private. */
export const publishedPackages = () => workspacePackages().filter((p) => !p.manifest.private);

/** The manifest inside a packed tarball, as the registry would be given it. */
export const packedManifest = (tarball) =>
  JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json']).toString());

/**
 * Packs every published package into its own folder under `into` and returns the tarballs by
 * package name. Fails if a packed manifest still names a `workspace:` range, which a consumer
 * could not resolve.
 */
export function packPublished(into) {
  const tarballs = {};
  for (const { name, dir } of publishedPackages()) {
    const packDir = mkdtempSync(join(into, 'pack-'));
    execFileSync('pnpm', ['pack', '--pack-destination', packDir], {
      cwd: join(root, dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [tarball] = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
    tarballs[name] = join(packDir, tarball);
    if (JSON.stringify(packedManifest(tarballs[name])).includes('workspace:')) {
      throw new Error(`${name}'s packed package.json still names a workspace: range`);
    }
  }
  return tarballs;
}
