import { describe, expect, it } from 'vitest';
import { AMC_OVERVIEW } from './amc';
import { SERVICE_GROUPS, SERVICE_SUMMARIES } from './service-catalogue';
import { SERVICE_PAGES } from './service-pages';
import { SERVICES } from './services';

describe('the services catalogue', () => {
  it('has a one-line summary for every service, and for nothing else', () => {
    expect(Object.keys(SERVICE_SUMMARIES).sort()).toEqual(SERVICES.map((s) => s.id).sort());
    for (const summary of Object.values(SERVICE_SUMMARIES)) expect(summary).toMatch(/^\S.*\.$/);
  });

  it('introduces every group a service belongs to', () => {
    const groups = new Set(SERVICE_GROUPS.map((g) => g.id));
    for (const service of SERVICES) expect(groups).toContain(service.group);
  });
});

describe('the service pages', () => {
  it('have their content: the template’s by service id, or the page of their own', () => {
    const templated = SERVICES.filter((s) => !s.page).map((s) => s.id);
    expect(Object.keys(SERVICE_PAGES).sort()).toEqual(templated.sort());
    expect(SERVICES.filter((s) => s.page === 'amc').map((s) => s.id)).toEqual(['it-amc']);
    for (const content of [...Object.values(SERVICE_PAGES), AMC_OVERVIEW]) {
      expect(content.heroLead).not.toBe('');
      expect(content.features.length).toBeGreaterThan(0);
      expect(content.benefits.length).toBeGreaterThan(0);
    }
  });
});
