import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptanceProblems, auditVerdict } from '../scripts/audit-policy.mjs';

// A report in the shape `pnpm audit --prod --json` prints (npm's audit report: advisories by id,
// each with its findings' paths, and the counts by severity). The advisories are made up:
// one critical, one high and one moderate.
const report = JSON.parse(
  readFileSync(new URL('fixtures/pnpm-audit-report.json', import.meta.url), 'utf8'),
);
const today = '2026-11-27';
const acceptance = {
  advisory: 'GHSA-aaaa-bbbb-cccc',
  package: 'lodash',
  reason: 'html2canvas never calls zipObjectDeep; its next release drops lodash.',
  expires: '2026-12-31',
};
const ids = (advisories: { github_advisory_id: string }[]) =>
  advisories.map((a) => a.github_advisory_id);

describe('auditVerdict', () => {
  it('fails on every high and critical advisory when nothing is accepted, not on a moderate one', () => {
    const { failing, accepted } = auditVerdict(report, [], today);
    expect(ids(failing)).toEqual(['GHSA-aaaa-bbbb-cccc', 'GHSA-dddd-eeee-ffff']);
    expect(accepted).toEqual([]);
  });

  it('lets an acceptance in force cover its advisory, and only that one', () => {
    const { failing, accepted } = auditVerdict(report, [acceptance], today);
    expect(ids(failing)).toEqual(['GHSA-dddd-eeee-ffff']);
    expect(accepted.map((a) => [a.advisory.github_advisory_id, a.acceptance])).toEqual([
      ['GHSA-aaaa-bbbb-cccc', acceptance],
    ]);
    expect(acceptanceProblems([acceptance], today)).toEqual([]);
  });

  it('holds an acceptance through its expiry date', () => {
    expect(auditVerdict(report, [acceptance], '2026-12-31').accepted).toHaveLength(1);
  });

  it('fails an expired acceptance, which no longer covers its advisory', () => {
    const expired = { ...acceptance, expires: '2026-11-26' };
    expect(ids(auditVerdict(report, [expired], today).failing)).toContain('GHSA-aaaa-bbbb-cccc');
    expect(acceptanceProblems([expired], today)).toEqual([
      'acceptance 1 (GHSA-aaaa-bbbb-cccc) for lodash expired on 2026-11-26: upgrade, or accept it again with a new reason and date',
    ]);
  });

  it('refuses an acceptance without a reason or a date, or for another package', () => {
    const withoutReason = { ...acceptance, reason: ' ' };
    const badDate = { ...acceptance, expires: '31/12/2026' };
    const otherPackage = { ...acceptance, package: 'lodash-es' };
    for (const wrong of [withoutReason, badDate, otherPackage]) {
      expect(ids(auditVerdict(report, [wrong], today).failing)).toContain('GHSA-aaaa-bbbb-cccc');
    }
    expect(acceptanceProblems([withoutReason, badDate], today)).toEqual([
      'acceptance 1 (GHSA-aaaa-bbbb-cccc) lacks reason',
      'acceptance 2 (GHSA-aaaa-bbbb-cccc): expires must be a date, YYYY-MM-DD, not 31/12/2026',
    ]);
  });
});
