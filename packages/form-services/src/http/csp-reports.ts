import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { allowSiteOrigin, answerPreflight } from './site-cors';

/** Where browsers send what the pages' Content-Security-Policy blocked (report-to and report-uri). */
export const CSP_REPORTS_PATH = '/csp-reports';

/** A batch of reports is a few kilobytes; anything larger is not a browser's. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** Per client address: a page that keeps tripping the policy cannot flood the log. */
const REPORTS_PER_MINUTE = 30;
/** The same violation (directive and blocked address) is logged once in this time. */
const LOG_ONCE_PER_MS = 60 * 60 * 1000;
/** Distinct violations remembered at once; beyond that the oldest is forgotten. */
const REMEMBERED_MAX = 10_000;

/** What is logged of one violation: nothing of the visitor, no query of any address. */
export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly page: string;
  readonly source?: string;
  readonly line?: number;
  readonly disposition?: string;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An address without its query and fragment, where what a visitor typed or was sent travels;
 * a keyword (`inline`, `eval`) as it is.
 *
 * @example
 * withoutQuery('https://acme.ae/pricing?users=12#quote'); // => 'https://acme.ae/pricing'
 * withoutQuery('inline'); // => 'inline'
 */
export const withoutQuery = (address: string) => address.replace(/[?#].*$/s, '');

function violation(fields: {
  directive: unknown;
  blocked: unknown;
  page: unknown;
  source: unknown;
  line: unknown;
  disposition: unknown;
}): Violation | null {
  const directive = text(fields.directive);
  if (!directive) return null;
  return {
    directive,
    blocked: withoutQuery(text(fields.blocked)),
    page: withoutQuery(text(fields.page)),
    ...(text(fields.source) && { source: withoutQuery(text(fields.source)) }),
    ...(typeof fields.line === 'number' && { line: fields.line }),
    ...(text(fields.disposition) && { disposition: text(fields.disposition) }),
  };
}

/**
 * The violations a report body holds: the Reporting API's batch (`application/reports+json`, only
 * its `csp-violation` reports) or `report-uri`'s single report (`application/csp-report`).
 */
export function violationsOf(body: unknown): Violation[] {
  if (Array.isArray(body))
    return body.flatMap((report) => {
      if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return [];
      const b = report.body;
      const found = violation({
        directive: b.effectiveDirective,
        blocked: b.blockedURL,
        page: b.documentURL,
        source: b.sourceFile,
        line: b.lineNumber,
        disposition: b.disposition,
      });
      return found ? [found] : [];
    });
  const report = isObject(body) ? body['csp-report'] : undefined;
  if (!isObject(report)) return [];
  const found = violation({
    directive: report['effective-directive'] ?? report['violated-directive'],
    blocked: report['blocked-uri'],
    page: report['document-uri'],
    source: report['source-file'],
    line: report['line-number'],
    disposition: report.disposition,
  });
  return found ? [found] : [];
}

/**
 * Whether a key is new within the window: true the first time and again once the window has
 * passed since it last was. Remembers at most `max` keys.
 */
export function onceEvery(windowMs: number, now: () => number, max = REMEMBERED_MAX) {
  const seen = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    const last = seen.get(key);
    if (last !== undefined && at - last < windowMs) return false;
    seen.delete(key);
    // A Map keeps insertion order: its first key is the one seen longest ago.
    const oldest = seen.keys().next();
    if (seen.size >= max && !oldest.done) seen.delete(oldest.value);
    seen.set(key, at);
    return true;
  };
}

/** What the reports endpoint needs from the services around it. */
export interface CspReportOptions {
  /** The pages' origin, allowed to send reports from another origin (a static host's pages). */
  readonly siteUrl: string;
  readonly now?: () => number;
  /** Told of every violation reported, with its directive (the metrics count them). */
  readonly reported?: (directive: string) => void;
}

/**
 * `POST /csp-reports`: counts every violation (`reported`), logs each once per directive and
 * blocked address an hour, and answers 204. Only the two report content types are read (415 for any other), up to 32 KiB, at
 * most 30 a minute from one address. Pages on another origin send their reports here after a
 * CORS preflight, which `OPTIONS` answers for the site's origin.
 */
export const cspReports: FastifyPluginAsync<CspReportOptions> = async (
  app: FastifyInstance,
  { siteUrl, now = Date.now, reported },
) => {
  const siteOrigin = new URL(siteUrl).origin;
  const firstTime = onceEvery(LOG_ONCE_PER_MS, now);
  // This plugin's own parsers: the JSON and form parsers of the lead routes do not apply here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/reports+json', 'application/csp-report'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('The report is not JSON.'), { statusCode: 400 }));
      }
    },
  );
  app.addHook('onSend', allowSiteOrigin(siteOrigin));

  app.options(CSP_REPORTS_PATH, answerPreflight);
  app.post(
    CSP_REPORTS_PATH,
    { config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      for (const found of violationsOf(request.body)) {
        reported?.(found.directive);
        if (firstTime(`${found.directive} ${found.blocked}`))
          request.log.warn({ violation: found }, 'content security policy violation');
      }
      return reply.code(204).send();
    },
  );
};
