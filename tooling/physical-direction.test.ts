import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDirectory, findInCss, findInSource } from './physical-direction';

const declarationsIn = (css: string) => findInCss(css).map((f) => f.declaration);
const styled = (css: string) => `const Box = styled.div\`${css}\`;`;
const linesIn = (source: string) => findInSource(source).map((f) => f.line);

describe('findInCss', () => {
  it.each([
    'margin-left: 1rem',
    'margin-right: auto',
    'padding-right: 5rem',
    'padding-left: 0',
    'left: 0',
    'right: 1rem',
    'border-left: 4px solid',
    'border-right-color: transparent',
    'border-top-left-radius: 4px',
    'text-align: left',
    'text-align: right',
    'float: left',
    'transform: translateX(-100%)',
    'transform: translate(-50%, 0)',
    'transform: scaleX(-1)',
    'transform: rotate(90deg)',
    'transition: left 0.2s',
    'padding: 0 2rem 0 1rem',
    'inset: 0 auto 0 0',
    'border-radius: 4px 0 0 4px',
    'box-shadow: inset 3px 0 0 blue',
    'background: linear-gradient(to right, red, blue)',
    'background: linear-gradient(135deg, red, blue)',
  ])('reports `%s` with no right-to-left counterpart', (declaration) => {
    expect(declarationsIn(`${declaration};`)).toEqual([declaration]);
  });

  it.each([
    'margin-inline-start: 1rem',
    'padding-inline-end: 5rem',
    'inset-inline: 0',
    'inset-inline-start: 0',
    'border-inline-start: 4px solid',
    'text-align: start',
    'text-align: center',
    'padding: 0 1rem',
    'padding: 0 1rem 2rem',
    'padding: 1rem 2rem 3rem 2rem',
    'margin: 0 auto',
    'inset: 0',
    'border-radius: 8px',
    'box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08)',
    'transform: translateY(-50%)',
    'transform: translateX(0)',
    'transform: rotate(180deg)',
    'transform: rotate(-30deg)',
    'background: linear-gradient(180deg, red, blue)',
    '--side: left',
  ])('accepts `%s`, which works in both directions', (declaration) => {
    expect(declarationsIn(`${declaration};`)).toEqual([]);
  });

  it('accepts a physical value set for both directions explicitly', () => {
    expect(
      declarationsIn(`
        transform: translateX(-100%);
        &:dir(rtl) { transform: translateX(100%); }
        &[data-open] svg { transform: rotate(90deg); }
        [dir='rtl'] &[data-open] svg { transform: rotate(-90deg); }
        background: linear-gradient(135deg, red, blue);
        :dir(rtl) & { background: linear-gradient(225deg, red, blue); }
        box-shadow: inset 3px 0 0 blue;
        &:where(:dir(rtl)) { box-shadow: inset -3px 0 0 blue; }
      `),
    ).toEqual([]);
  });

  it('reports a right-to-left value with no left-to-right one, and a pair in different rules', () => {
    expect(declarationsIn('&:dir(rtl) { transform: scaleX(-1); }')).toEqual([
      'transform: scaleX(-1)',
    ]);
    expect(
      declarationsIn(`
        svg { transform: translateX(-4px); }
        &:dir(rtl) { transform: translateX(4px); }
      `),
    ).toEqual(['transform: translateX(-4px)', 'transform: translateX(4px)']);
  });

  it('reads nested rules and media queries, and ignores comments', () => {
    expect(
      declarationsIn(`
        /* margin-left: 0; the old way */
        @media (min-width: 1024px) {
          ul { padding-left: 1rem; }
        }
      `),
    ).toEqual(['padding-left: 1rem']);
  });
});

describe('findInSource', () => {
  it('reads styled, css, createGlobalStyle and keyframes templates, at their lines', () => {
    const source = [
      "import { css, styled, createGlobalStyle, keyframes } from 'styled-components';",
      'const A = styled.div`',
      '  margin-left: ${space};',
      '`;',
      'const B = styled(Link).attrs({})<{ $x: boolean }>`left: 0;`;',
      'const c = css`text-align: left;`;',
      'const G = createGlobalStyle`body { padding-right: 1rem; }`;',
      'const k = keyframes`from { transform: translateX(-100%); }`;',
      'const notCss = `left: 0;`;',
      'const position = { left: 0 };',
    ].join('\n');
    expect(linesIn(source)).toEqual([3, 5, 6, 7, 8]);
  });

  it('sees an uneven shorthand whose sides are substitutions', () => {
    expect(findInSource(styled('padding: 0 ${end} 0 ${start};'))).toHaveLength(1);
    expect(findInSource(styled('padding: 0 ${side};'))).toHaveLength(0);
  });

  it('reads the declarations after a mixin, and the CSS strings of a substitution', () => {
    const source = styled(`
      \${shared}
      padding-right: 1rem;
      \${({ $open }) => ($open ? 'left: 0;' : 'display: none;')}
    `);
    expect(findInSource(source).map((f) => f.declaration)).toEqual([
      'padding-right: 1rem',
      'left: 0',
    ]);
  });

  it('reports physical inline styles, which cannot say :dir(rtl)', () => {
    const source = [
      'const a = <div style={{ marginLeft: 4, textAlign: "right", insetInline: 0 }} />;',
      "Object.assign(mark.style, { left: '0', transform: 'translateY(-50%)' });",
      "Object.assign(options, { left: '0' });",
    ].join('\n');
    expect(findInSource(source).map((f) => `${f.line} ${f.declaration}`)).toEqual([
      '1 margin-left: 4',
      '1 text-align: right',
      '2 left: 0',
    ]);
  });
});

describe('checkDirectory', () => {
  it('lists each finding with its path and line, stories included, tests skipped', () => {
    const root = mkdtempSync(join(tmpdir(), 'physical-direction-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/Box.tsx'), styled('\n  float: right;\n'));
    writeFileSync(join(root, 'src/Box.stories.tsx'), 'const a = <p style={{ paddingLeft: 4 }} />;');
    writeFileSync(join(root, 'src/Box.test.tsx'), styled('float: right;'));
    writeFileSync(join(root, 'src/Fine.ts'), styled('margin-inline: auto;'));
    expect(checkDirectory(join(root, 'src'), root)).toEqual([
      'src/Box.stories.tsx:1  padding-left: 4 — physical property: use padding-inline-start (an inline style cannot say :dir(rtl): move it to a styled component)',
      'src/Box.tsx:2  float: right — a left/right keyword in float: use start/end, or set both directions with :dir(rtl)',
    ]);
  });
});
