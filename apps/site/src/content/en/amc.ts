import { AMC_PLANS, AMC_RESULTS, type AmcPlanId } from '../../catalogue/amc';
import { required } from '../../required';
import type { ServicePageContent } from '../shapes/service-pages';
import type { AmcCopy, AmcPageCopy, AmcSlaRow } from '../shapes/amc';

/** A plan's device range, e.g. `10–25 devices` or `75+ devices`. */
function devices(anchor: AmcPlanId): string {
  const { min, max } = required(
    AMC_PLANS.find((plan) => plan.anchor === anchor),
    `the AMC plan ${anchor}`,
  ).devices;
  return max === null ? `${min}+ devices` : `${min}–${max} devices`;
}

export const AMC_PAGE: AmcPageCopy = {
  slaTitle: 'Service Levels',
  slaCaption: 'AMC response and resolution targets',
  columns: { priority: 'Priority', response: 'Response', resolution: 'Resolution' },
  definitionsBefore: 'Full definitions are in our',
  definitionsLink: 'SLA & Escalation matrix',
  definitionsAfter: '.',
  plansTitle: 'AMC Plans',
  seePricing: 'See pricing',
  seePricingLabel: (planName: string) => `See pricing for ${planName}`,
  industriesTitle: 'Industries We Maintain',
  coverageTitle: 'Onsite Coverage',
  resultsTitle: 'Results for Our Clients',
  testimonialsTitle: 'What AMC Clients Say',
  faqTitle: 'Frequently Asked Questions',
  resourcesTitle: 'Resources',
  resources: {
    sla: 'SLA & Escalation',
    rfi: 'Submit RFI / RFP',
    checklist: 'IT AMC Checklist (PDF)',
    pricing: 'Pricing',
  },
  stickyLabel: 'Free assessment',
  stickyText: 'Not sure what your AMC should cover?',
  stickyButton: 'Get a Free Assessment',
};

export const AMC: AmcCopy = {
  plans: {
    starter: {
      name: 'Starter',
      devices: devices('starter'),
      text: 'Preventive visits and remote support for small offices.',
    },
    business: {
      name: 'Business',
      devices: devices('business'),
      text: 'Monthly visits, server care and priority response.',
    },
    enterprise: {
      name: 'Enterprise',
      devices: devices('enterprise'),
      text: 'Dedicated engineers, 24/7 NOC and multi-site coverage.',
    },
  } satisfies Record<AmcPlanId, { name: string; devices: string; text: string }>,
  industries: [
    'Retail chains',
    'Clinics and pharmacies',
    'Logistics and warehouses',
    'Schools and training centres',
    'Law and accounting firms',
    'Real estate offices',
  ],
  coverage: [
    { place: 'Dubai', text: 'Headquarters in Dubai Silicon Oasis: same-day onsite response.' },
    { place: 'Sharjah', text: 'Technology lab in SRTI Park: same-day onsite response.' },
    { place: 'Abu Dhabi', text: 'Onsite visits on demand, scheduled in advance.' },
  ],
  results: [
    {
      value: `${AMC_RESULTS.fewerTicketsPercent}%`,
      label: 'fewer tickets after six months for a 12-store retailer',
    },
    {
      value: `${AMC_RESULTS.uptimePercent}%`,
      label: 'server uptime for a logistics client over a year',
    },
    {
      value: `< ${AMC_RESULTS.p1ResponseMinutes} min`,
      label: 'average P1 response across AMC clients',
    },
  ],
  testimonials: [
    {
      quote: 'The AMC covers all our shops, and the monthly report tells us exactly what was done.',
      author: 'Hassan Al Marzooqi',
      position: 'Retail Director',
      company: 'Marzooqi Retail Group',
    },
    {
      quote: 'Preventive visits have cut our printer and network problems to almost nothing.',
      author: 'Dr. Leena Thomas',
      position: 'Clinic Manager',
      company: 'Wellcare Family Clinic',
    },
  ],
  faq: [
    {
      q: 'What does an IT AMC cover?',
      a: 'Preventive maintenance, repairs and support for the computers, servers, network and CCTV listed in your contract, with response times set by priority.',
    },
    {
      q: 'How fast do you respond?',
      a: 'Critical (P1) incidents within 30 minutes, high (P2) within 1 hour, medium (P3) within 4 hours and low (P4) within 1 business day.',
    },
    {
      q: 'Do you cover more than one site?',
      a: 'Yes. One contract can cover offices, shops and warehouses across Dubai and Sharjah, with Abu Dhabi on demand.',
    },
    {
      q: 'Are hardware parts included?',
      a: 'Labour is included; replacement parts are quoted at cost or handled under warranty.',
    },
    {
      q: 'Can we start with a trial?',
      a: 'Yes, a month-to-month 30-day pilot is available before the 12-month term.',
    },
  ],
};

export const AMC_SLA: readonly AmcSlaRow[] = [
  { priority: 'P1 critical', response: '30 minutes', resolution: '4 hours' },
  { priority: 'P2 high', response: '1 hour', resolution: '8 hours' },
  { priority: 'P3 medium', response: '4 hours', resolution: '2 business days' },
  { priority: 'P4 low', response: '1 business day', resolution: '5 business days' },
];

/** What the AMC page says first, as every service page does. */
export const AMC_OVERVIEW: ServicePageContent = {
  heroLead:
    'Keep every device, server and network link in shape with preventive maintenance, SLA-backed repairs and scheduled onsite visits.',
  features: [
    {
      title: 'Preventive maintenance',
      description: 'Scheduled visits to patch, clean, test backups and check hardware health.',
    },
    {
      title: 'SLA-backed repairs',
      description:
        'Priority-based response and resolution targets, from 30 minutes for critical incidents.',
    },
    {
      title: 'Asset register',
      description: 'Every device recorded with warranty, owner and lifecycle dates.',
    },
    {
      title: 'Multi-site coverage',
      description: 'Offices, shops and warehouses across the UAE on one contract.',
    },
  ],
  benefits: [
    'Fewer breakdowns',
    'Budget fixed for the year',
    'Audit-ready records',
    'One partner for every site',
  ],
};
