import type { PresetId } from '@acme/pricing-engine';
import type { ServicePageContent } from './service-pages';

/** The extras of the AMC page. Each plan's link opens the calculator on the preset of its size. */
export const AMC = {
  plans: [
    {
      anchor: 'starter',
      name: 'Starter',
      preset: 'smallOffice' satisfies PresetId,
      devices: '10–25 devices',
      text: 'Preventive visits and remote support for small offices.',
    },
    {
      anchor: 'business',
      name: 'Business',
      preset: 'growingStartup' satisfies PresetId,
      devices: '25–75 devices',
      text: 'Monthly visits, server care and priority response.',
    },
    {
      anchor: 'enterprise',
      name: 'Enterprise',
      preset: 'multiSite' satisfies PresetId,
      devices: '75+ devices',
      text: 'Dedicated engineers, 24/7 NOC and multi-site coverage.',
    },
  ],
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
    { value: '38%', label: 'fewer tickets after six months for a 12-store retailer' },
    { value: '99.9%', label: 'server uptime for a logistics client over a year' },
    { value: '< 30 min', label: 'average P1 response across AMC clients' },
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
} as const;

/** The AMC page's SLA table. */
export const AMC_SLA = [
  { priority: 'P1 critical', response: '30 minutes', resolution: '4 hours' },
  { priority: 'P2 high', response: '1 hour', resolution: '8 hours' },
  { priority: 'P3 medium', response: '4 hours', resolution: '2 business days' },
  { priority: 'P4 low', response: '1 business day', resolution: '5 business days' },
] as const;

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
