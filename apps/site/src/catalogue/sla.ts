/** The SLA page's sections, in order: their anchors (`#targets`, …); `@content/sla` names them. */
export const SLA_SECTION_IDS = [
  'targets',
  'priorities',
  'scope',
  'hours',
  'lifecycle',
  'change',
  'roles',
  'reporting',
  'escalation',
] as const;

export type SlaSectionId = (typeof SLA_SECTION_IDS)[number];
