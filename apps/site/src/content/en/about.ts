import type { AboutCopy } from '../shapes/about';

export const ABOUT: AboutCopy = {
  headings: {
    whoWeAre: 'Who We Are',
    locations: 'Our Locations',
    missionVision: 'Mission and Vision',
    mission: 'Our Mission',
    vision: 'Our Vision',
    values: 'Our Values',
    cta: 'Let’s talk about your IT',
  },
  actions: {
    consultation: 'Schedule a Consultation',
    services: 'Learn About Our Services',
  },
  title: 'Your Trusted IT Partner in the UAE',
  lead: 'We keep the IT of growing UAE businesses secure, supported and ready for what comes next.',
  whoWeAre:
    'We are a managed IT services provider serving small and mid-sized businesses, startups and multi-site enterprises across the UAE. From our headquarters in Dubai Silicon Oasis and our technology lab in Sharjah, our engineers run helpdesks, maintain infrastructure and protect data for clients in retail, healthcare, logistics, finance and education. We work closely with our partner brand for unified support and billing.',
  credentials: [
    'ISO 27001 certified security practices',
    'NESA compliance expertise',
    'Microsoft certified partners',
    'Cisco technology specialists',
    '24/7 UAE-based support team',
    'Multi-site service delivery',
  ],
  locations: [
    { name: 'Dubai Silicon Oasis', role: 'Main headquarters' },
    { name: 'Sharjah SRTI Park', role: 'Technology lab' },
  ],
  mission:
    'To give every business in the UAE enterprise-grade IT support and security at a price that fits, delivered by people who answer the phone.',
  vision:
    'To be the most trusted IT partner for growing businesses in the region, measured by the uptime and confidence of our clients.',
  values: [
    {
      title: 'Security First',
      description: 'We design every service around protecting client data.',
    },
    {
      title: 'Innovation',
      description: 'We adopt tools that make support faster and systems safer.',
    },
    {
      title: 'Client Focus',
      description: 'We measure success by our clients’ uptime and satisfaction.',
    },
    { title: 'Excellence', description: 'We document, test and improve everything we do.' },
  ],
};
