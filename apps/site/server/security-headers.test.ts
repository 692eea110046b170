import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

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
