import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPath, repositoryRoot } from './paths';

describe('data paths', () => {
  it('finds the repository root above a module, however deep', async () => {
    const root = await mkdtemp(join(tmpdir(), 'repo-'));
    await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    const deep = join(root, 'packages', 'form-services', 'dist', 'bin');
    await mkdir(deep, { recursive: true });
    expect(repositoryRoot(join(deep, 'leads.js'))).toBe(root);
  });

  it('is this checkout’s root for this very module', () => {
    expect(repositoryRoot()).toBe(join(import.meta.dirname, '..', '..', '..'));
  });

  it('reads a relative path from the root, an absolute one as it is, and the working directory outside a checkout', () => {
    expect(dataPath('.data/outbox', '/srv/site')).toBe('/srv/site/.data/outbox');
    expect(dataPath('/var/leads', '/srv/site')).toBe('/var/leads');
    expect(dataPath('.data/outbox', null)).toBe(join(process.cwd(), '.data/outbox'));
  });
});
