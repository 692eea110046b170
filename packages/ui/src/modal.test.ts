import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll, makeOutsideInert } from './modal';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('makeOutsideInert', () => {
  it('marks every sibling of the element and of its ancestors, and undoes only its own marks', () => {
    document.body.innerHTML = `
      <a id="skip" href="#main">Skip</a>
      <div id="root">
        <header id="bar"></header>
        <div id="frame"><aside id="layer"></aside></div>
        <main id="main"></main>
        <div id="already" inert></div>
      </div>`;
    const byId = (id: string) => document.getElementById(id);
    const restore = makeOutsideInert(document.querySelector('#layer') ?? document.body);
    for (const id of ['skip', 'bar', 'main', 'already']) expect(byId(id)).toHaveAttribute('inert');
    for (const id of ['root', 'frame', 'layer']) expect(byId(id)).not.toHaveAttribute('inert');

    restore();
    for (const id of ['skip', 'bar', 'main']) expect(byId(id)).not.toHaveAttribute('inert');
    expect(byId('already')).toHaveAttribute('inert');
  });
});

describe('lockPageScroll', () => {
  it('hides the page’s overflow, then restores what it was', () => {
    document.body.style.overflow = 'auto';
    const unlock = lockPageScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
