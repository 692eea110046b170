import { required } from '../../required';

/** A document drawn to a canvas, and how tall it is laid out, in CSS pixels. */
export interface BrowserCapture {
  readonly canvas: HTMLCanvasElement;
  readonly height: number;
}

const XHTML = 'http://www.w3.org/1999/xhtml';

/** Every computed property of an element, as a `style` attribute. */
function computedCss(element: Element): string {
  const style = getComputedStyle(element);
  let css = '';
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    css += `${name}:${style.getPropertyValue(name)};`;
  }
  return css;
}

/** A font file as a data: address, so that the drawn image needs nothing from the network. */
async function dataUrl(address: string): Promise<string> {
  const blob = await (await fetch(address)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${address}`));
    reader.readAsDataURL(blob);
  });
}

/**
 * The page's own @font-face rules for the families the document uses, their files inlined: an
 * image drawn from SVG loads nothing, so a web font must travel inside it.
 */
async function fontFaces(root: Element, families: string): Promise<string> {
  const used = families.toLowerCase();
  const rules: string[] = [];
  for (const sheet of root.ownerDocument.styleSheets) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue; // Another origin's stylesheet: not ours to read.
    }
    for (const rule of cssRules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      if (!family || !used.includes(family.toLowerCase())) continue;
      let css = rule.cssText;
      for (const [whole, address = ''] of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        if (address.startsWith('data:')) continue;
        const absolute = new URL(address, sheet.href ?? root.ownerDocument.baseURI).href;
        css = css.replace(whole, `url("${await dataUrl(absolute)}")`);
      }
      rules.push(css);
    }
  }
  return rules.join('\n');
}

/**
 * Draws a laid-out element to a canvas by the browser itself: every element's computed style is
 * written onto a copy, the copy goes into an SVG `<foreignObject>`, and the SVG is drawn as an
 * image. The browser lays out and shapes the text as it does on the page: Arabic letters joined,
 * right to left, where html2canvas (which paints text itself, run by run) is known to break
 * joining, letter spacing and the side of list markers. Throws where the browser will not let a
 * page read back such an image (a tainted canvas); the caller then captures another way.
 *
 * `element` must be laid out as it is to be captured (its width, its watermarks added).
 */
export async function captureWithBrowser(
  element: HTMLElement,
  { scale, background }: { scale: number; background: string },
): Promise<BrowserCapture> {
  const { width, height } = element.getBoundingClientRect();
  const copy = element.cloneNode(true) as HTMLElement;
  const originals = [element, ...element.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, i) => copies[i]?.setAttribute('style', computedCss(original)));
  // The copy stands alone: at its place, the size it has on the page.
  copy.style.margin = '0';
  copy.style.position = 'relative';
  copy.style.inset = 'auto';
  const fonts = await fontFaces(element, getComputedStyle(element).fontFamily);
  const xhtml = new XMLSerializer().serializeToString(copy);
  const box = `width="${Math.ceil(width)}" height="${Math.ceil(height)}"`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" ${box}>` +
    (fonts ? `<style>${fonts.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</style>` : '') +
    `<foreignObject x="0" y="0" ${box}><div xmlns="${XHTML}">${xhtml}</div></foreignObject></svg>`;

  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = element.ownerDocument.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = required(canvas.getContext('2d'), 'a 2D canvas context');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  // A browser that taints a canvas drawn from foreignObject throws here, before any page is made.
  context.getImageData(0, 0, 1, 1);
  return { canvas, height };
}
