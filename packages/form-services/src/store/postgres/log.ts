import type { FastifyBaseLogger } from 'fastify';

/** Where the store reports what an operator should know (the server's logger). */
export type StoreLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** For a store made without a logger: warnings and errors on stderr. */
export const consoleLog: StoreLog = {
  info: () => undefined,
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};
