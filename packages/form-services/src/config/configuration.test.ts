import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET } from '../booking-link/development-secret';
import { repositoryRoot } from '../paths';
import { configurationFromEnv } from './configuration';
import { DEFAULT_DELIVERY, DEFAULT_OPTIONS } from './options';

describe('configurationFromEnv', () => {
  it('is the defaults when nothing is set, data paths the repository root’s', () => {
    const { options, server } = configurationFromEnv({ FORMS_OUTBOX: ' ' });
    expect(options).toEqual({
      ...DEFAULT_OPTIONS,
      outboxDir: `${repositoryRoot()}/.data/outbox`,
      mailDir: `${repositoryRoot()}/.data/mail`,
      checklistPdfPath: undefined,
      // A development run of a site on this machine signs booking links with the public secret.
      linkSecret: DEVELOPMENT_LINK_SECRET,
    });
    expect(server).toEqual({ host: '127.0.0.1', trustProxy: false });
  });

  it('parses numbers, lists and the proxy setting once, where they are checked', () => {
    const { options, server } = configurationFromEnv({
      FORMS_RATE_LIMIT: '5',
      FORMS_RETRY_DELAYS_MS: '100,200',
      FORMS_LEASE_MS: '9000',
      FORMS_OUTBOX_LEASE_MS: '2000',
      FORMS_RETENTION_DAYS: '30',
      FORMS_ERASURE_SECRET: 'a'.repeat(32),
      PORT: '8080',
      METRICS_PORT: '9464',
      TRUST_PROXY: '10.0.0.0/8',
      VITE_SITE_URL: 'https://www.company.ae/',
    });
    expect(options).toMatchObject({
      rateLimitMax: 5,
      retentionDays: 30,
      erasureSecret: 'a'.repeat(32),
      outboxLeaseMs: 2000,
      siteUrl: 'https://www.company.ae',
      metrics: { host: '127.0.0.1', port: 9464 },
      delivery: { ...DEFAULT_DELIVERY, retryDelaysMs: [100, 200], leaseMs: 9000 },
    });
    expect(server).toMatchObject({ port: 8080, trustProxy: ['10.0.0.0/8'] });
  });

  it('refuses a wrong value, naming each wrong variable', () => {
    expect(() =>
      configurationFromEnv({
        TRUST_PROXY: 'true',
        FORMS_OUTBOX_LEASE_MS: '60000',
        FORMS_POLL_MS: '0',
        FORMS_ERASURE_SECRET: 'secret',
      }),
    ).toThrow(
      expect.objectContaining({
        name: 'ConfigurationError',
        message: expect.stringMatching(
          /TRUST_PROXY.*; FORMS_OUTBOX_LEASE_MS must be 2000 to 30000 milliseconds; FORMS_ERASURE_SECRET must be at least 32 characters.*; FORMS_POLL_MS must be a whole number/,
        ),
      }),
    );
  });

  it('serves no metrics unless METRICS_PORT is set, and never on the public port', () => {
    expect(configurationFromEnv({}).options.metrics).toBeUndefined();
    expect(
      configurationFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).options.metrics,
    ).toEqual({ host: '10.0.0.5', port: 9464 });
    expect(() => configurationFromEnv({ METRICS_HOST: '10.0.0.5' })).toThrow(
      'METRICS_HOST must be set with METRICS_PORT',
    );
    expect(() => configurationFromEnv({ METRICS_PORT: '8787', FORMS_PORT: '8787' })).toThrow(
      'METRICS_PORT must differ from FORMS_PORT',
    );
    expect(() => configurationFromEnv({ METRICS_PORT: 'nine' })).toThrow(
      'METRICS_PORT must be a port number',
    );
  });

  it('posts alerts only with FORMS_ALERT_URL, in the form its address or FORMS_ALERT_FORMAT names', () => {
    expect(configurationFromEnv({}).options.alerts).toEqual(DEFAULT_OPTIONS.alerts);
    const slack = 'https://hooks.slack.com/services/T0/B0/x';
    expect(
      configurationFromEnv({ FORMS_ALERT_URL: slack, FORMS_ALERT_AFTER_MINUTES: '5' }).options
        .alerts,
    ).toMatchObject({ to: { url: slack, format: 'slack' }, afterMinutes: 5 });
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(
      configurationFromEnv({ FORMS_ALERT_URL: 'http://127.0.0.1:9/a', FORMS_ALERT_SECRET: secret })
        .options.alerts.to,
    ).toEqual({ url: 'http://127.0.0.1:9/a', format: 'standard', secret });
  });

  it('refuses alert settings that cannot work, naming them', () => {
    expect(() => configurationFromEnv({ FORMS_ALERT_URL: 'http://alerts.example.com/' })).toThrow(
      'FORMS_ALERT_URL must be https://… (plain http only to this machine',
    );
    expect(() => configurationFromEnv({ FORMS_ALERT_URL: 'https://alerts.example.com/' })).toThrow(
      'FORMS_ALERT_SECRET must be set for a Standard Webhooks alert receiver',
    );
    expect(() =>
      configurationFromEnv({
        FORMS_ALERT_URL: 'https://a.example.com/',
        FORMS_ALERT_FORMAT: 'irc',
      }),
    ).toThrow('FORMS_ALERT_FORMAT must be one of slack, teams, standard');
    expect(() => configurationFromEnv({ FORMS_ALERT_SECRET: 'whsec_x' })).toThrow(
      /FORMS_ALERT_SECRET must be a Standard Webhooks secret.*FORMS_ALERT_SECRET must be set with FORMS_ALERT_URL/,
    );
    expect(() => configurationFromEnv({ FORMS_ALERT_AFTER_MINUTES: '0' })).toThrow(
      'FORMS_ALERT_AFTER_MINUTES must be a whole number of minutes above 0',
    );
  });

  it('scans with the clamd one variable names, refusing two, and says why without one', () => {
    const unset = configurationFromEnv({}).options;
    expect([unset.scan, unset.scanOff]).toEqual([undefined, false]);
    expect(
      configurationFromEnv({ FORMS_CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).options.scan,
    ).toEqual({ clamd: { socket: '/run/clamav/clamd.ctl' }, giveUpMs: 3_600_000 });
    expect(
      configurationFromEnv({
        FORMS_CLAMD_URL: 'tcp://clamav:3310',
        FORMS_SCAN_GIVE_UP_MINUTES: '15',
      }).options.scan,
    ).toEqual({ clamd: { host: 'clamav', port: 3310 }, giveUpMs: 900_000 });
    expect(configurationFromEnv({ FORMS_SCAN: 'off' }).options.scanOff).toBe(true);
    expect(() =>
      configurationFromEnv({
        FORMS_CLAMD_SOCKET: '/run/clamav/clamd.ctl',
        FORMS_CLAMD_URL: 'tcp://clamav:3310',
      }),
    ).toThrow('FORMS_CLAMD_SOCKET and FORMS_CLAMD_URL must not both be set');
    expect(() =>
      configurationFromEnv({ FORMS_SCAN: 'off', FORMS_CLAMD_URL: 'tcp://clamav:3310' }),
    ).toThrow('FORMS_SCAN=off must not be set with FORMS_CLAMD_SOCKET or FORMS_CLAMD_URL');
    expect(() => configurationFromEnv({ FORMS_CLAMD_URL: 'clamav:3310' })).toThrow(
      'FORMS_CLAMD_URL must be tcp://host:port',
    );
    expect(() => configurationFromEnv({ FORMS_CLAMD_SOCKET: 'clamd.ctl' })).toThrow(
      "FORMS_CLAMD_SOCKET must be the absolute path of clamd's socket",
    );
    expect(() => configurationFromEnv({ FORMS_SCAN: 'no' })).toThrow('FORMS_SCAN must be off');
  });
});
