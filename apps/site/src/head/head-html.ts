// The prerendered document's head: the live page's fields and the structured data, which only
// crawlers read, so it stays out of the browser's bundle.
import { SITE } from '../config';
import { AMC } from '@content/amc';
import { LANGUAGE } from '@content/language';
import { LANGUAGE_CODES, localizedPath, ogLocale } from '../languages/languages';
import type { SiteRoute } from '../routes/routes';
import { alternates } from '../languages/alternates';
import { absolute, documentTitle, headAddress } from './head';
import { HOME_BREADCRUMB, routeHeadCopy, type RouteHeadCopy } from './route-head';
import { OG_IMAGE_SIZE, ogImageFor } from './og-image';
import { speculationRulesHtml } from './speculation-rules';

function breadcrumb(route: SiteRoute, copy: RouteHeadCopy) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: HOME_BREADCRUMB,
        item: absolute(localizedPath('/', route.language)),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: copy.breadcrumb,
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
function structuredData(route: SiteRoute, copy: RouteHeadCopy): Record<string, unknown>[] {
  switch (route.kind) {
    case 'home':
      return [
        organization(),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          inLanguage: LANGUAGE.code,
          name: SITE.companyName,
          url: absolute('/'),
        },
      ];
    case 'about':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          inLanguage: LANGUAGE.code,
          name: copy.title,
          url: absolute(route.path),
        },
        breadcrumb(route, copy),
      ];
    case 'service':
    case 'amc': {
      const data: Record<string, unknown>[] = [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: copy.title,
          description: copy.description,
          provider: { '@type': 'LocalBusiness', name: SITE.companyName, url: absolute('/') },
          areaServed: 'AE',
          url: absolute(route.path),
        },
        breadcrumb(route, copy),
      ];
      if (route.kind === 'amc') {
        data.push({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: LANGUAGE.code,
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
      return [breadcrumb(route, copy)];
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
  const copy = routeHeadCopy(route);
  const head = {
    ...headAddress(route, alternates(route.basePath)),
    title: documentTitle(route, copy.title),
  };
  const image = ogImageFor(route);
  const { description } = copy;
  const meta: Meta = (attr, key, value) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    // A page a mail links to with a secret in its address: not indexed, and its address never
    // sent on (the `#` part never is; the page's requests and links send no `Referer` at all).
    ...(route.unlisted
      ? [meta('name', 'robots', 'noindex'), meta('name', 'referrer', 'no-referrer')]
      : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE.companyName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:locale', ogLocale(LANGUAGE.code)),
    ...LANGUAGE_CODES.filter((code) => code !== LANGUAGE.code).map((code) =>
      meta('property', 'og:locale:alternate', ogLocale(code)),
    ),
    ...ogImageMeta(route, meta),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...structuredData(route, copy).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
    speculationRulesHtml(),
  ].join('\n    ');
}
