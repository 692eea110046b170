import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from '../theme/GlobalStyle';
import { CheckIcon, ExternalIcon } from './icons';

/** The global styles' CSS, as a server render puts it in the head. */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />));
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('icons in right-to-left text', () => {
  it('mirrors an icon that points along the line (the external link arrow)', () => {
    const { container } = render(<ExternalIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('data-mirror-rtl');
    const css = globalCss();
    expect(css).toContain('[data-mirror-rtl]{transform:none;}');
    expect(css).toContain('[data-mirror-rtl]:dir(rtl){transform:scaleX(-1);}');
  });

  it('leaves an icon that points no direction as it is', () => {
    const { container } = render(<CheckIcon />);
    expect(container.querySelector('svg')).not.toHaveAttribute('data-mirror-rtl');
  });
});
