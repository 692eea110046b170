// The audit's decisions, apart from running `pnpm audit` (audit.mjs): which advisories of a
// `pnpm audit --json` report fail the check, and which acceptances (audit.accept.json) are in
// force. An acceptance names the advisory (its GHSA id, as the report's `github_advisory_id`)
// and the package, why it is acceptable, and the last day it holds (`expires`, YYYY-MM-DD).

/** The severities that fail the check unless accepted. */
export const FAILING_SEVERITIES = ['high', 'critical'];

const REQUIRED = ['advisory', 'package', 'reason', 'expires'];

/** What is wrong with the acceptances on `today` (YYYY-MM-DD): incomplete, or expired. */
export function acceptanceProblems(acceptances, today) {
  return acceptances.flatMap((acceptance, index) => {
    const label = `acceptance ${index + 1} (${acceptance.advisory ?? 'no advisory'})`;
    const missing = REQUIRED.filter((key) => !String(acceptance[key] ?? '').trim());
    if (missing.length) return [`${label} lacks ${missing.join(', ')}`];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(acceptance.expires) || isNaN(Date.parse(acceptance.expires))) {
      return [`${label}: expires must be a date, YYYY-MM-DD, not ${acceptance.expires}`];
    }
    if (acceptance.expires < today) {
      return [
        `${label} for ${acceptance.package} expired on ${acceptance.expires}: upgrade, or accept it again with a new reason and date`,
      ];
    }
    return [];
  });
}

const accepts = (acceptance, advisory, today) =>
  acceptance.advisory === advisory.github_advisory_id &&
  acceptance.package === advisory.module_name &&
  acceptanceProblems([acceptance], today).length === 0;

/**
 * Splits a report's high and critical advisories into those failing the check and those an
 * acceptance in force covers (`{ advisory, acceptance }`); lower severities are neither.
 */
export function auditVerdict(report, acceptances, today) {
  const serious = Object.values(report.advisories ?? {}).filter((advisory) =>
    FAILING_SEVERITIES.includes(advisory.severity),
  );
  const failing = [];
  const accepted = [];
  for (const advisory of serious) {
    const acceptance = acceptances.find((a) => accepts(a, advisory, today));
    if (acceptance) accepted.push({ advisory, acceptance });
    else failing.push(advisory);
  }
  return { failing, accepted };
}
