// The prerendered document's head: the live page's fields and the structured data, which only
// crawlers read, so it stays out of the browser's bundle.
import { SITE } from '../config';
import { AMC } from '@content/amc';
import { ROUTE_NAMES } from '@content/route-names';
import { localizedPath } from '../languages/languages';
import type { SiteRoute } from '../routes/routes';
import { ROUTE_DESCRIPTIONS } from '@content/descriptions';
import { absolute, headFor } from './head';
import { OG_IMAGE_SIZE, ogImageFor } from './og-image';
import { required } from '../required';

function breadcrumb(route: SiteRoute) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: ROUTE_NAMES.home.breadcrumb, item: absolute(localizedPath('/', route.language)) },
      {
        '@type': 'ListItem',
        position: 2,
        name: route.breadcrumb ?? route.title,
        item: absolute(route.path),
      },
    ],
  };
}

const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': `${SITE.siteUrl}/#business`,
  name: SITE.companyName,
  url: absolute('/'),
  telephone: SITE.phone,
  email: SITE.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: SITE.address.street,
    addressLocality: SITE.address.locality,
    addressCountry: SITE.address.country,
  },
  openingHours: 'Su-Th 09:00-18:00',
  areaServed: ['Dubai', 'Sharjah', 'Abu Dhabi'],
  sameAs: [SITE.socialUrl],
});

/** The structured data a route carries (site-core.md §2, issue: per page type). */
function structuredData(route: SiteRoute): Record<string, unknown>[] {
  switch (route.kind) {
    case 'home':
      return [
        organization(),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE.companyName,
          url: absolute('/'),
        },
      ];
    case 'about':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: route.title,
          url: absolute(route.path),
        },
        breadcrumb(route),
      ];
    case 'service':
    case 'amc': {
      const data: Record<string, unknown>[] = [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: route.title,
          description: ROUTE_DESCRIPTIONS[route.id],
          provider: { '@type': 'LocalBusiness', name: SITE.companyName, url: absolute('/') },
          areaServed: 'AE',
          url: absolute(route.path),
        },
        breadcrumb(route),
      ];
      if (route.kind === 'amc') {
        data.push({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: AMC.faq.map((item) => ({
            '@type': 'Question',
            name: item.q,
            acceptedAnswer: { '@type': 'Answer', text: item.a },
          })),
        });
      }
      return data;
    }
    default:
      return [breadcrumb(route)];
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Meta = (attr: 'name' | 'property', key: string, value: string) => string;

/** The preview image's tags, for Open Graph and for X (which reads `twitter:image` first). */
function ogImageMeta(route: SiteRoute, meta: Meta): string[] {
  const image = ogImageFor(route);
  if (!image) return [];
  return [
    meta('property', 'og:image', absolute(image.path)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', absolute(image.path)),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/** A route's head as HTML, for its prerendered document. */
export function headHtml(route: SiteRoute): string {
  const head = headFor(route);
  const image = ogImageFor(route);
  const description = required(ROUTE_DESCRIPTIONS[route.id], `${route.id}'s description`);
  const meta: Meta = (attr, key, value) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE.companyName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_AE'),
    ...ogImageMeta(route, meta),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...structuredData(route).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('\n    ');
}
