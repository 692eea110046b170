import { describe, expect, it } from 'vitest';
import { failedModuleAddress } from './retryable-import';

const origin = 'https://www.example.ae';

describe('failedModuleAddress', () => {
  it('names the file of a failed import, as Chromium reports it', () => {
    const error = new TypeError(
      `Failed to fetch dynamically imported module: ${origin}/assets/AssessmentDialog-BnB-6Qcp.js`,
    );
    expect(failedModuleAddress(error, origin)).toBe(
      `${origin}/assets/AssessmentDialog-BnB-6Qcp.js`,
    );
  });

  it('names nothing for another site’s file or another error', () => {
    const foreign = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example.com/assets/x.js',
    );
    expect(failedModuleAddress(foreign, origin)).toBeUndefined();
    expect(
      failedModuleAddress(new TypeError('Importing a module script failed.'), origin),
    ).toBeUndefined();
    expect(failedModuleAddress('offline', origin)).toBeUndefined();
  });
});
