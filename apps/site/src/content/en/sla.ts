import type { SlaSectionId } from '../../catalogue/sla';
import type {
  EscalationLevel,
  LifecycleStep,
  PriorityDefinition,
  SlaRole,
  SlaPageCopy,
  SlaTarget,
} from '../shapes/sla';

export const SLA_PAGE: SlaPageCopy = {
  title: 'SLA & Escalation Matrix',
  lead: 'Response and resolution targets, how incidents move, and who to call when something is at risk.',
  translationNotice: '',
  sectionsLabel: 'SLA sections',
  emergencyTitle: 'P1 emergency?',
  emergencyBefore: 'Call',
  emergencyAfter: 'now. Critical incidents are answered within 30 minutes, 24/7.',
  print: 'Print/Save PDF',
  pricing: 'Pricing',
  rfi: 'Submit RFI / RFP',
  targetsCaption: 'Response and resolution targets',
  targetsNote: 'P1 updates every 30 to 60 minutes until resolved.',
  prioritiesCaption: 'What each priority means',
  rolesCaption: 'Who does what',
  escalationCaption: 'Escalation matrix',
  columns: {
    priority: 'Priority',
    response: 'Response',
    resolution: 'Resolution',
    channel: 'Channel',
    definition: 'Definition',
    role: 'Role',
    duty: 'Responsibility',
    level: 'Level',
    trigger: 'Trigger',
    contact: 'Contact',
  },
};

/** Each section's name, by its anchor (`catalogue/sla` keeps their order). */
export const SLA_SECTIONS: Readonly<Record<SlaSectionId, string>> = {
  targets: 'Targets',
  priorities: 'Priority Definitions',
  scope: 'Scope',
  hours: 'Hours and Channels',
  lifecycle: 'Incident Lifecycle',
  change: 'Change and Maintenance',
  roles: 'Roles',
  reporting: 'Reporting',
  escalation: 'Escalation',
};

export const SLA_TARGETS: readonly SlaTarget[] = [
  {
    priority: 'P1 critical',
    response: 'Within 30 minutes (phone plus priority ticket)',
    resolution: 'Within 4 hours',
    channel: 'Phone + ticket',
  },
  {
    priority: 'P2 high',
    response: '1 hour',
    resolution: '8 hours',
    channel: 'Phone, email or portal',
  },
  {
    priority: 'P3 medium',
    response: '4 hours',
    resolution: '2 business days',
    channel: 'Email or portal',
  },
  {
    priority: 'P4 low',
    response: '1 business day',
    resolution: '5 business days',
    channel: 'Email or portal',
  },
];

export const PRIORITY_DEFINITIONS: readonly PriorityDefinition[] = [
  {
    priority: 'P1 critical',
    definition:
      'Business stopped: a site, a core system or all users cannot work, or a security breach is under way.',
  },
  {
    priority: 'P2 high',
    definition: 'Major impact: a department or key application is down, with no workaround.',
  },
  {
    priority: 'P3 medium',
    definition:
      'Limited impact: one user or a non-critical function is affected, or a workaround exists.',
  },
  { priority: 'P4 low', definition: 'Requests and questions: new accounts, changes, how-to help.' },
];

export const SLA_SCOPE: readonly string[] = [
  'Devices, servers, network equipment and applications listed in your service schedule.',
  'Microsoft 365 and cloud services administered by us.',
  'Third-party vendors managed on your behalf where access is granted.',
  'Out of scope: hardware replacement costs, new projects and equipment not in the schedule (quoted separately).',
];

export const SLA_HOURS: readonly string[] = [
  'Standard hours: Sunday to Thursday, 9:00 to 18:00 UAE time.',
  'P1 incidents: 24/7 by phone for all managed clients.',
  'Channels: phone, email, chat and the client portal.',
  'Enterprise 24/7 clients: all priorities worked around the clock.',
];

export const LIFECYCLE: readonly LifecycleStep[] = [
  {
    step: 'Log and triage',
    text: 'Every request is logged and assigned a priority from P1 to P4.',
  },
  { step: 'Acknowledge', text: 'An engineer confirms ownership within the response target.' },
  { step: 'Diagnose and contain', text: 'The cause is found and the impact limited.' },
  { step: 'Resolve', text: 'Service is restored and the user confirms.' },
  {
    step: 'Root cause',
    text: 'For P1 or major incidents, a root cause report follows within 5 business days.',
  },
  { step: 'Close', text: 'The ticket is closed with notes for the record.' },
];

export const CHANGE_AND_MAINTENANCE: readonly string[] = [
  'Standard maintenance window: Sunday to Thursday, 20:00 to 23:00 UAE time.',
  'Planned changes are announced at least 2 business days ahead.',
  'Emergency changes to fix P1 incidents may be made at any time and are reported afterwards.',
];

export const ROLES: readonly SlaRole[] = [
  { role: 'Support engineer', duty: 'First response, diagnosis and day-to-day fixes.' },
  {
    role: 'Network/systems specialist',
    duty: 'Complex infrastructure, network and security issues.',
  },
  { role: 'Service manager', duty: 'SLA performance, escalations and monthly reviews.' },
  { role: 'Account manager', duty: 'Contract, commercial matters and executive escalation.' },
];

export const REPORTING: readonly string[] = [
  'Monthly report: tickets by priority, SLA performance, patches, backups and risks.',
  'Quarterly review meeting for Business Plus and Enterprise 24/7 clients.',
  'P1 updates every 30 to 60 minutes until resolved.',
];

export const ESCALATION: readonly EscalationLevel[] = [
  { level: 'L1', role: 'Helpdesk', trigger: 'On receipt', contact: 'Helpdesk phone and portal' },
  {
    level: 'L2',
    role: 'Network/systems specialist',
    trigger: 'P1 exceeds 30 minutes or ETA at risk',
    contact: 'Duty specialist',
  },
  { level: 'L3', role: 'Service manager', trigger: 'SLA at risk', contact: 'Service manager' },
  {
    level: 'Executive',
    role: 'Account manager',
    trigger: 'Impact persists',
    contact: 'Account manager',
  },
];
