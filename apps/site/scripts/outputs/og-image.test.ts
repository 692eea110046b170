import { describe, expect, it } from 'vitest';
import { ogImageSvg, renderOgImage, wrapTitle } from './og-image';

const content = { companyName: 'Acme IT Services', host: 'www.example.ae' };

/** A PNG's width and height, from its header (IHDR, right after the signature). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const titleLines = (svg: string) => [
  ...svg.matchAll(/font-size="(\d+)" font-weight="700"[^>]*>([^<]*)</g),
];

describe('a page’s link-preview image', () => {
  it('is a PNG of 1200 × 630 with a hash of its bytes, which differs between titles', () => {
    const about = renderOgImage({ ...content, title: 'About Us' });
    const careers = renderOgImage({ ...content, title: 'Careers' });
    expect(about.png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(pngSize(about.png)).toEqual({ width: 1200, height: 630 });
    expect(about.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(renderOgImage({ ...content, title: 'About Us' }).hash).toBe(about.hash);
    expect(careers.hash).not.toBe(about.hash);
  });

  it('wraps a long title at spaces, every line within the width, no word lost', () => {
    const title =
      'Annual Maintenance Contracts for Servers, Networks, Workstations and Printers in Dubai';
    const lines = wrapTitle(title, 64, 1040, 4);
    expect(lines?.length).toBeGreaterThan(1);
    expect(lines?.join(' ')).toBe(title);
    expect(wrapTitle(title, 64, 1040, 1)).toBeUndefined();
  });

  it('cuts a title too long for four lines at the smallest size with an ellipsis', () => {
    const svg = ogImageSvg({ ...content, title: 'Managed IT support '.repeat(30) });
    // The company name's line first, then the title's.
    const lines = titleLines(svg).slice(1);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)?.[2]).toMatch(/…$/);
  });

  it('sets an Arabic title from the right margin, right to left', () => {
    const svg = ogImageSvg({ ...content, title: 'خدمات تقنية المعلومات المُدارة' });
    expect(svg).toMatch(/<text x="1120" text-anchor="end" direction="rtl"[^>]*>خدمات/);
    expect(pngSize(renderOgImage({ ...content, title: 'خدمات' }).png).width).toBe(1200);
  });
});
