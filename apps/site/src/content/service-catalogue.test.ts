import { describe, expect, it } from 'vitest';
import { SERVICE_GROUPS, SERVICE_SUMMARIES } from './service-catalogue';
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
