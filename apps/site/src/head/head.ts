import { SITE } from '../config';
import { AMC } from '../content/amc';
import type { SiteRoute } from '../routes/routes';

/** Everything a route puts in the document head. */
export interface HeadData {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly jsonLd: readonly Record<string, unknown>[];
}

const absolute = (path: string) => `${SITE.siteUrl}${path === '/' ? '/' : path}`;

function breadcrumb(route: SiteRoute) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
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
  const faq = route.id === 'it-amc' ? AMC.faq : undefined;
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
    case 'service': {
      const data: Record<string, unknown>[] = [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: route.title,
          description: route.description,
          provider: { '@type': 'LocalBusiness', name: SITE.companyName, url: absolute('/') },
          areaServed: 'AE',
          url: absolute(route.path),
        },
        breadcrumb(route),
      ];
      if (faq) {
        data.push({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.map((item) => ({
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

/** The head of a route. */
export function headFor(route: SiteRoute): HeadData {
  return {
    title:
      route.kind === 'home'
        ? `${SITE.companyName} | ${route.title}`
        : `${route.title} | ${SITE.companyName}`,
    description: route.description,
    canonical: absolute(route.path),
    jsonLd: structuredData(route),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerendered documents. */
export function headHtml(head: HeadData): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE.companyName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_AE'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...head.jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('\n    ');
}

/** Brings the live document's head in line with a route, after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  const set = (selector: string, attr: string, value: string) => {
    document.head.querySelector(selector)?.setAttribute(attr, value);
  };
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', head.canonical);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[property="og:url"]', 'content', head.canonical);
  set('meta[name="twitter:title"]', 'content', head.title);
  set('meta[name="twitter:description"]', 'content', head.description);
}
