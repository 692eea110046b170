import type { CareersCopy, CareersPageCopy } from '../shapes/careers';

export const CAREERS_PAGE: CareersPageCopy = {
  title: 'Careers',
  submitCv: 'Submit CV',
  whyTitle: 'Why work with us',
  positionsTitle: 'Open Positions',
  fullTime: 'Full-time',
  applyNow: 'Apply Now',
  applyNowLabel: (position: string) => `Apply Now: ${position}`,
  openTitle: 'Open applications',
  openLead: 'Don’t see your role? We welcome applications in:',
  emailBefore: 'Prefer email? Send your CV to',
  emailAfter: '.',
  emailSubject: 'Job application',
  lookForTitle: 'What we look for',
  whereTitle: 'Where we work',
  remoteNote: 'Remote and hybrid roles exist for select positions.',
  dialogTitle: 'Apply',
  close: 'Close',
  sentTitle: 'Application Submitted',
  sentText: 'Thank you. We will review your application and get back to you.',
  formLabel: 'Job application',
  fields: {
    name: 'Full name',
    position: 'Position of interest',
    coverLetter: 'Cover letter',
    portfolioUrl: 'CV or LinkedIn URL',
    portfolioHint: 'Optional',
  },
  cancel: 'Cancel',
  submit: 'Submit Application',
  sending: 'Sending...',
};

export const CAREERS: CareersCopy = {
  lead: 'Join a team of engineers who keep UAE businesses running. Remote and hybrid roles exist for select positions.',
  benefits: [
    'Competitive salary and annual bonus',
    'Health insurance and annual air ticket',
    'Paid Microsoft, Cisco and security certifications',
    'Clear career paths from L1 to service management',
    'Modern tools and a 24/7 NOC to learn from',
  ],
  positions: [
    {
      title: 'IT Support Engineer',
      location: 'Dubai and Sharjah',
      requirements: [
        '2+ years of helpdesk or desktop support',
        'Windows, Microsoft 365 and networking basics',
        'Clear spoken and written English; Arabic is a plus',
      ],
    },
    {
      title: 'Network and Security Engineer',
      location: 'Dubai',
      requirements: [
        'CCNA or equivalent; security certification a plus',
        'Firewalls, VPN, Wi-Fi and switching in production',
        'Comfortable on call for P1 incidents',
      ],
    },
    {
      title: 'Field Engineer for AMC Support',
      location: 'Dubai and Sharjah',
      requirements: [
        'Hardware, printers, CCTV and cabling experience',
        'UAE driving licence',
        'Organised with preventive maintenance schedules',
      ],
    },
    {
      title: 'Sales/Account Manager',
      location: 'Dubai',
      requirements: [
        '3+ years selling IT services to SMBs in the UAE',
        'Comfortable with proposals, RFPs and renewals',
        'A network in retail, healthcare or logistics',
      ],
    },
  ],
  openApplicationTags: [
    'Helpdesk',
    'Cloud',
    'Cybersecurity',
    'Networking',
    'Project management',
    'Sales',
  ],
  lookFor: [
    'People who fix root causes, not just symptoms',
    'Clear communicators with clients and colleagues',
    'Curiosity and a habit of documenting',
    'Calm under pressure during incidents',
  ],
  offices: ['Dubai Silicon Oasis (headquarters)', 'Sharjah SRTI Park (technology lab)'],
};
