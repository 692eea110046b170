/** What a request's log line says of the request (a type, so Fastify can index it). */
export type RequestLogEntry = {
  readonly method: string;
  readonly url: string;
  readonly host: string;
};

/** Where log lines go instead of standard output, e.g. a test's collecting stream. */
export interface LogDestination {
  readonly write: (line: string) => void;
}

/**
 * A request as its log line describes it: the method, the path and the host the site was asked
 * by. Fastify's own line adds the client's address and port, which say who the visitor is; the
 * query string is left out too, as it is where a GET form or a pasted link carries what a visitor
 * typed.
 *
 * @example
 * requestLogEntry({ method: 'POST', url: '/api/submit', host: 'acme.ae', ip: '203.0.113.7' }); // => { method: 'POST', url: '/api/submit', host: 'acme.ae' }
 * requestLogEntry({ method: 'GET', url: '/contact?email=lina%40corp.ae', host: 'acme.ae' }); // => { method: 'GET', url: '/contact', host: 'acme.ae' }
 */
export function requestLogEntry(request: {
  readonly method: string;
  readonly url: string;
  readonly host: string;
}): RequestLogEntry {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    host: request.host,
  };
}

/**
 * The `logger` option of every server of the site: off, on (standard output), or on into a given
 * destination; when on, request lines are written by {@link requestLogEntry}, so no log line
 * holds a visitor's IP address.
 *
 * @example
 * serverLogger(false); // => false
 * serverLogger(true).serializers.req === requestLogEntry; // => true
 */
export function serverLogger(setting: boolean | LogDestination): false | ServerLoggerOptions {
  if (setting === false) return false;
  const serializers = { req: requestLogEntry };
  return setting === true ? { serializers } : { serializers, stream: setting };
}

/** The logger options {@link serverLogger} gives Fastify. */
export interface ServerLoggerOptions {
  readonly serializers: { readonly req: typeof requestLogEntry };
  readonly stream?: LogDestination;
}
