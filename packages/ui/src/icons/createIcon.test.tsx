import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon, ExternalIcon } from './icons';

const styleText = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('icons in right-to-left text', () => {
  it('mirrors an icon that points along the line (the external link arrow)', () => {
    const { container } = render(<ExternalIcon />);
    const svg = container.querySelector('svg');
    const className = [...(svg?.classList ?? [])].at(-1);
    expect(className).toBeDefined();
    const css = styleText();
    expect(css).toContain(`.${className}:dir(rtl){transform:scaleX(-1);}`);
    expect(css).toContain(`.${className}{transform:none;}`);
  });

  it('leaves an icon that points no direction as it is', () => {
    const { container } = render(<CheckIcon />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBeNull();
  });
});
