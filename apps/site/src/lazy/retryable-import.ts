/**
 * The address of the module a failed `import()` could not fetch, as Chromium names it
 * ("Failed to fetch dynamically imported module: <address>"); only this site's own files.
 *
 * @example
 * failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: https://www.example.ae/assets/Dialog-x1.js'), 'https://www.example.ae')
 * // => 'https://www.example.ae/assets/Dialog-x1.js'
 */
export function failedModuleAddress(error: unknown, origin: string): string | undefined {
  const named = /dynamically imported module: (\S+\.js)$/.exec(
    error instanceof Error ? error.message : '',
  )?.[1];
  return named && named.startsWith(`${origin}/`) ? named : undefined;
}

/**
 * `import()` that can be tried again after a dropped connection. A browser may keep a module
 * whose file failed to arrive as failed for the rest of the visit: importing it again fails at
 * once, with no request. The HTML standard no longer wants that (whatwg/html#10327), and the
 * Chromium the tests run asks again (`e2e/first-tap.spec.ts` fails the entry once), but not every
 * visitor's browser may. So the next try after a failure imports the file its error named under a
 * fresh query, which any browser fetches anew; once that works, later calls reuse that address,
 * so the module is made once. (In a browser that keeps the failure, a file the module imports in
 * turn, when it was the one that failed, stays failed until the page reloads.)
 */
export function retryableImport<M>(importModule: () => Promise<M>): () => Promise<M> {
  let failed: string | undefined;
  /** Where the next try imports from: a fresh address after each failure, kept once it works. */
  let retryAddress: string | undefined;
  let tries = 0;
  return async () => {
    try {
      return retryAddress
        ? ((await import(/* @vite-ignore */ retryAddress)) as M)
        : await importModule();
    } catch (error) {
      failed ??= failedModuleAddress(error, location.origin);
      if (failed) retryAddress = `${failed}?retry=${++tries}`;
      throw error;
    }
  };
}
