import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trust-proxy';

describe('trustProxyFromEnv', () => {
  it('reads off, a hop count, and addresses or ranges', () => {
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('loopback, 192.168.0.0/16, ::1, fd00::/8')).toEqual([
      'loopback',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.1,example.com'])(
    'refuses %s at start',
    (value) => {
      expect(() => trustProxyFromEnv(value)).toThrow(
        expect.objectContaining({ name: 'ConfigurationError' }),
      );
    },
  );
});
