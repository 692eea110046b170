import type { HomeCopy } from '../shapes/home';

export const HOME: HomeCopy = {
  badge: 'Your Trusted IT Partner',
  title: 'Your Trusted Managed IT Services Provider in UAE',
  lead: 'IT maintenance contracts, outsourcing, a 24/7 helpdesk, cybersecurity and cloud services for businesses across Dubai, Sharjah and Abu Dhabi, delivered by certified engineers who know your sites.',
  offers: [
    {
      title: 'Managed IT Services',
      description:
        'Your IT run for you: monitoring, maintenance and support under one monthly plan.',
      bullets: ['Proactive 24/7 monitoring', 'Unlimited remote support', 'Scheduled onsite visits'],
    },
    {
      title: 'Cybersecurity & Data Protection',
      description:
        'Layered defences and backups that keep your business running when something goes wrong.',
      bullets: [
        'Endpoint protection and EDR',
        'Email and phishing defence',
        'Daily, tested backups',
      ],
    },
    {
      title: 'Cloud & Hybrid Solutions',
      description: 'Microsoft 365, Azure and on-premises systems working together securely.',
      bullets: [
        'Microsoft 365 setup and hardening',
        'Cloud migration',
        'Hybrid identity and access',
      ],
    },
    {
      title: 'Remote & Onsite Support',
      description:
        'Help in minutes by phone or remote session, and engineers at your door when needed.',
      bullets: ['24/7 helpdesk', 'Onsite across Dubai and Sharjah', 'Abu Dhabi on demand'],
    },
    {
      title: 'IT Consulting & Strategy',
      description: 'Roadmaps and budgets that link technology to where your business is going.',
      bullets: ['IT assessments', 'Three-year roadmaps', 'Project delivery'],
    },
  ],
  whyChoose: [
    {
      title: 'Local Presence',
      description: 'Engineers based in Dubai Silicon Oasis and Sharjah, minutes from your office.',
    },
    {
      title: '24/7 Helpdesk',
      description: 'Staff get help any hour, with critical incidents answered within 30 minutes.',
    },
    {
      title: 'Certified Experts',
      description: 'Microsoft and Cisco certified engineers with security credentials.',
    },
    {
      title: 'Security-First Approach',
      description: 'Every plan includes security baselines, backups and monitoring.',
    },
    {
      title: 'Scalable & Flexible Plans',
      description: 'Packages that grow with your headcount and sites, from 5 to 500 users.',
    },
  ],
  industries: [
    'Retail & eCommerce',
    'Real Estate & Property Management',
    'Manufacturing & Logistics',
    'Healthcare & Clinics',
    'Finance, Insurance & Legal Firms',
    'Education & Training Institutes',
  ],
  cta: {
    title: 'Ready for IT that just works?',
    text: 'Book a free IT assessment: an engineer reviews your systems and gives you a written plan and a fixed monthly price.',
  },
  headings: {
    offers: 'What We Offer',
    whyChoose: (company: string) => `Why Choose ${company}`,
    industries: 'Industries We Serve',
    testimonials: 'What Our Clients Say',
  },
  actions: {
    assessment: 'Get a Free IT Assessment',
    call: 'Call Now',
    getStarted: 'Get Started Today',
    pricing: 'View Pricing Plans',
  },
  testimonials: [
    {
      quote:
        'Since moving our three branches to their AMC, tickets are answered within the hour and our backups are finally tested every month.',
      author: 'Rania Haddad',
      position: 'Operations Manager',
      company: 'Gulf Trading LLC',
    },
    {
      quote:
        'They migrated us to Microsoft 365 over a weekend with no downtime, and the helpdesk has been excellent ever since.',
      author: 'Sameer Qureshi',
      position: 'Managing Partner',
      company: 'Qureshi & Co. Legal Consultants',
    },
  ],
};
