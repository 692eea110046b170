import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateLater, partsLoaded } from './hydrate-later';

// The prerender's side: it awaits every part's code, then renders the part's own HTML.
describe('hydrateLater in the prerender', () => {
  it('renders the part once its code has loaded', async () => {
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
    const Part = hydrateLater(() => Promise.resolve({ default: Greeting }));
    await partsLoaded();
    expect(renderToString(createElement(Part, { name: 'Dubai' }))).toContain('<p>Hello Dubai</p>');
  });

  it('fails the prerender when a part’s code cannot load', async () => {
    hydrateLater(async () => {
      throw new Error('chunk missing');
    });
    await expect(partsLoaded()).rejects.toThrow('chunk missing');
  });
});
