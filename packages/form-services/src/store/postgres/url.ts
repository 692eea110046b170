/** The `sslmode` values libpq and node-postgres know. */
const SSL_MODES = new Set([
  'disable',
  'allow',
  'prefer',
  'require',
  'verify-ca',
  'verify-full',
  'no-verify',
]);

/** The URL's shape, for every message about it (never its password). */
const SHAPE = 'postgres://user:password@host:5432/database?sslmode=require';

/**
 * Checks a PostgreSQL connection URL at start, so a typo stops the server with a clear message
 * rather than as a failed lead later. Throws an `Error` naming `DATABASE_URL`; the message never
 * repeats the password.
 *
 * @example
 * validateDatabaseUrl('postgres://site:secret@db.example:5432/site?sslmode=require'); // passes
 * validateDatabaseUrl('mysql://db.example/site'); // throws: DATABASE_URL must start with postgres://
 */
export function validateDatabaseUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `DATABASE_URL is not a URL; expected ${SHAPE} (characters such as @ / : # in the password percent-encoded).`,
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql:// (it starts with ${parsed.protocol}//); expected ${SHAPE}.`,
    );
  if (!parsed.hostname && !parsed.searchParams.get('host'))
    throw new Error(`DATABASE_URL names no host; expected ${SHAPE}.`);
  if (parsed.pathname.replace(/^\//, '') === '')
    throw new Error(`DATABASE_URL names no database; expected ${SHAPE}.`);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode !== null && !SSL_MODES.has(sslmode))
    throw new Error(
      `DATABASE_URL has sslmode=${sslmode}; it must be one of ${[...SSL_MODES].join(', ')}.`,
    );
}

/**
 * Where a URL points, for the operator: `host:port/database`, without user or password.
 *
 * @example
 * describeDatabaseUrl('postgres://site:secret@db.example/site'); // => 'db.example:5432/site'
 */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  return `${host}:${parsed.port || '5432'}${decodeURIComponent(parsed.pathname)}`;
}
