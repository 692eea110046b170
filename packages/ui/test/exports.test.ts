import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The package as a consumer resolves it (through its exports map, into dist): run after the build.
const require = createRequire(import.meta.url);

describe('@acme/ui/link, the subpath from before the folder was named Link', () => {
  it('resolves to @acme/ui/Link in CommonJS', () => {
    expect(require.resolve('@acme/ui/link')).toBe(require.resolve('@acme/ui/Link'));
    expect(require.resolve('@acme/ui/Link')).toMatch(/dist\/Link\/index\.cjs$/);
  });

  it('exports the same Link as an ES module', async () => {
    const [alias, named] = await Promise.all([import('@acme/ui/link'), import('@acme/ui/Link')]);
    expect(alias.Link).toBeTypeOf('function');
    expect(alias.Link).toBe(named.Link);
  });
});
