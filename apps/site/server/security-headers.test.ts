import { describe, expect, it } from 'vitest';
import { ANALYTICS_HOSTS } from '../src/consent/consent';
import { ENTRY_LOADER } from '../src/head/entry-loader';
import { speculationRulesJson } from '../src/head/speculation-rules';
import { contentSecurityPolicy, scriptHashSource, securityHeaders } from './security-headers';

describe('where the CSP reports go', () => {
  it('to the form services of this origin, with the pages on the Node server', () => {
    const headers = securityHeaders({ formMailEndpoint: '/api/submit' });
    expect(headers['Content-Security-Policy']).toMatch(
      /; report-to csp; report-uri \/csp-reports$/,
    );
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-reports"');
  });

  it('to the form services’ origin, with the pages on a static host', () => {
    const headers = securityHeaders({ formMailEndpoint: 'https://forms.acme.ae/api/submit' });
    expect(headers['Content-Security-Policy']).toContain(
      'report-uri https://forms.acme.ae/csp-reports',
    );
    expect(headers['Reporting-Endpoints']).toBe('csp="https://forms.acme.ae/csp-reports"');
  });
});

describe('the scripts the CSP allows', () => {
  const scriptSources = (analyticsId?: string) => {
    const policy = contentSecurityPolicy({ formMailEndpoint: '/api/submit', analyticsId });
    const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
    return directive?.split(' ').slice(1);
  };
  const inline = [scriptHashSource(ENTRY_LOADER), scriptHashSource(speculationRulesJson())];

  it("are this origin's and two inline ones, by their hashes: the entry loader and the prefetch rules", () => {
    expect(scriptSources()).toEqual(["'self'", ...inline]);
  });

  it("are Google's tag hosts besides, in a build with analytics", () => {
    expect(scriptSources('G-TEST123')).toEqual(["'self'", ...inline, ...ANALYTICS_HOSTS.script]);
  });

  it('are named by a hash of their exact text: another script, even a space apart, is refused', () => {
    expect(scriptHashSource(ENTRY_LOADER)).not.toBe(scriptHashSource(`${ENTRY_LOADER} `));
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });
});
