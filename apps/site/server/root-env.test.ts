import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRootEnv } from './root-env';

describe('loadRootEnv', () => {
  afterEach(() => {
    delete process.env.ROOT_ENV_PROBE;
  });

  it('reads the .env of the checkout above a built module, however deep', async () => {
    const root = await mkdtemp(join(tmpdir(), 'repo-'));
    await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    await writeFile(join(root, '.env'), 'ROOT_ENV_PROBE=from-root\n');
    const built = join(root, 'apps', 'site', 'dist', 'server');
    await mkdir(built, { recursive: true });
    expect(loadRootEnv(join(built, 'serve.js'))).toBe(true);
    expect(process.env.ROOT_ENV_PROBE).toBe('from-root');
  });

  it('leaves a variable already set, and says when there is no file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'repo-'));
    await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    expect(loadRootEnv(join(root, 'serve.js'))).toBe(false);
    await writeFile(join(root, '.env'), 'ROOT_ENV_PROBE=from-root\n');
    process.env.ROOT_ENV_PROBE = 'set';
    loadRootEnv(join(root, 'serve.js'));
    expect(process.env.ROOT_ENV_PROBE).toBe('set');
  });
});
