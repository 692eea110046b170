import type { Plugin } from 'vite';

const ID = 'virtual:preset-queries';

/**
 * `virtual:preset-queries`: each calculator preset's quote query, written at build time by the
 * pricing engine's own `toQuoteQuery`. The package and AMC pages link to the calculator on a
 * preset; computing those constant links in the browser shipped the engine's rates, catalogues
 * and field tables to both pages (about 2 kB gzipped) for nothing else.
 */
export function presetQueries(): Plugin {
  return {
    name: 'preset-queries',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const engine = await this.resolve('@acme/pricing-engine');
      // A rebuilt engine (pnpm dev) writes the links again.
      if (engine) this.addWatchFile(engine.id);
      const { PRESETS, toQuoteQuery } = await import('@acme/pricing-engine');
      const queries = Object.fromEntries(
        Object.values(PRESETS).map((preset) => [preset.id, toQuoteQuery(preset.environment)]),
      );
      return `export default ${JSON.stringify(queries)};`;
    },
  };
}
