import { describe, expect, it } from 'vitest';
import { RUNTIME_SOURCE, islandSource } from '../../src/islands/registry';
import { islandsOfPage, pageChunks } from './chunks';

/** An island's container as the prerender writes it. */
const island = (name: string, id: number, when: string) =>
  `<div data-island="${name}" data-island-id="${id}" data-hydrate="${when}" style="display:contents"></div>`;

describe('the islands of a prerendered page', () => {
  it('hydrate as it loads when visible; the toaster waits for a toast', () => {
    const html = island('Calculator', 0, 'visible') + island('Toaster', 1, 'on-toast');
    expect(islandsOfPage(html)).toEqual({ atLoad: ['Calculator'], later: ['Toaster'] });
  });

  it('wait for an action otherwise, and so do the islands buttons open', () => {
    const html =
      island('SiteNavigation', 0, 'interaction') +
      island('Toaster', 1, 'on-toast') +
      '<button data-opens="AssessmentDialog" data-opens-with="Cloud">Free assessment</button>';
    expect(islandsOfPage(html)).toEqual({
      atLoad: [],
      later: ['SiteNavigation', 'Toaster', 'AssessmentDialog'],
    });
  });
});

describe("the chunks a page's islands add to the entry's", () => {
  const manifest = {
    'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'shared.js' },
    [RUNTIME_SOURCE]: { file: 'react.js', imports: ['_shared.js'] },
    [islandSource('Calculator')]: { file: 'calculator.js', imports: ['_fields.js'] },
    '_fields.js': { file: 'fields.js' },
    [islandSource('ContactForm')]: { file: 'contact.js', imports: ['_fields.js'] },
  };
  const chunks = pageChunks(manifest);

  it('count React and the islands hydrated at load before interaction, once each', () => {
    expect(chunks.entryFiles).toEqual(['entry.js', 'shared.js']);
    expect(chunks.islandFiles({ atLoad: ['Calculator'], later: ['ContactForm'] })).toEqual({
      initial: ['react.js', 'calculator.js', 'fields.js'],
      later: ['contact.js'],
    });
  });

  it('leave a page of later islands with nothing but the entry before interaction', () => {
    expect(chunks.islandFiles({ atLoad: [], later: ['ContactForm'] })).toEqual({
      initial: [],
      later: ['react.js', 'contact.js', 'fields.js'],
    });
  });
});
