import type { PresetId } from '@acme/pricing-engine';

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
