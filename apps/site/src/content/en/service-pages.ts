import type { ServiceId } from '../../catalogue/services';
import type { ServicePageContent } from '../shapes/service-pages';

export type { ServicePageContent } from '../shapes/service-pages';

/** Each service page's content, by service id (the AMC page's is in `amc.ts`, with its other sections). */
export const SERVICE_PAGES: Readonly<Record<Exclude<ServiceId, 'it-amc'>, ServicePageContent>> = {
  'it-outsourcing': {
    heroLead:
      'Hand your day-to-day IT to a UAE team that monitors, maintains and supports every user, server and site for a predictable monthly fee.',
    features: [
      {
        title: 'Proactive monitoring',
        description:
          'Servers, network devices and backups watched by our NOC, with alerts acted on before users notice.',
      },
      {
        title: 'Unlimited remote support',
        description:
          'Users call, email or chat with certified engineers under fair use, with SLA-backed response times.',
      },
      {
        title: 'Onsite engineers',
        description:
          'Scheduled visits and emergency call-outs across Dubai and Sharjah, Abu Dhabi on demand.',
      },
      {
        title: 'Vendor management',
        description: 'We deal with ISPs, software vendors and hardware warranties on your behalf.',
      },
    ],
    benefits: [
      'One predictable monthly cost',
      'Response times written into the SLA',
      'Monthly reports on tickets, patches and risks',
      'Scales as you hire or open new sites',
    ],
  },
  'it-helpdesk': {
    heroLead:
      'Give every employee one number and one inbox for IT help, answered around the clock by engineers based in the UAE.',
    features: [
      {
        title: 'Around-the-clock coverage',
        description:
          'Tickets logged, triaged and worked 24/7, with P1 incidents answered within 30 minutes.',
      },
      {
        title: 'Every channel',
        description:
          'Phone, email, chat and a self-service portal, all feeding one ticket history.',
      },
      {
        title: 'Remote fixes first',
        description:
          'Most issues are solved remotely in one call; onsite visits are booked when needed.',
      },
      {
        title: 'Clear escalation',
        description:
          'L1 to L3 escalation with named owners and updates every 30 to 60 minutes on critical issues.',
      },
    ],
    benefits: [
      'Less downtime for staff',
      'No more IT questions landing on managers',
      'Ticket data that shows recurring problems',
      'Bilingual support',
    ],
  },
  cybersecurity: {
    heroLead:
      'Protect your people, devices and data with managed security controls and 24/7 alerting from a UAE team.',
    features: [
      {
        title: 'Endpoint protection',
        description: 'Managed antivirus and EDR on every laptop and server, centrally monitored.',
      },
      {
        title: 'Email and phishing defence',
        description: 'Filtering, link scanning and staff phishing simulations.',
      },
      {
        title: 'Vulnerability management',
        description: 'Regular scans with prioritised remediation tracked to closure.',
      },
      {
        title: 'Incident response',
        description: 'A tested plan and engineers ready to contain and recover.',
      },
    ],
    benefits: [
      'Lower risk of ransomware and fraud',
      'Evidence for insurers and auditors',
      'Security alerts handled 24/7',
      'Staff who spot phishing',
    ],
  },
  'network-security': {
    heroLead:
      'Secure every office and remote connection with managed firewalls, segmented networks and continuous monitoring.',
    features: [
      {
        title: 'Managed firewalls',
        description: 'Next-generation firewalls configured, updated and reviewed.',
      },
      {
        title: 'Secure Wi-Fi',
        description: 'Separate staff, guest and device networks with strong authentication.',
      },
      { title: 'Remote access VPN', description: 'Safe access for remote staff with MFA.' },
      {
        title: 'Traffic monitoring',
        description: 'Alerts on unusual traffic and blocked threats.',
      },
    ],
    benefits: [
      'Attacks stopped at the edge',
      'Guests kept off business systems',
      'Safe remote work',
      'Documented network design',
    ],
  },
  'cloud-security': {
    heroLead:
      'Use the cloud with confidence: hardened tenants, protected identities and backups you can restore from.',
    features: [
      {
        title: 'Microsoft 365 hardening',
        description: 'Secure defaults, conditional access and data loss prevention.',
      },
      { title: 'Identity protection', description: 'MFA everywhere and alerts on risky sign-ins.' },
      {
        title: 'Cloud posture reviews',
        description: 'Azure and AWS settings checked against best practice.',
      },
      { title: 'Cloud backup', description: 'Independent backups of mail, files and Teams.' },
    ],
    benefits: [
      'Account takeovers prevented',
      'Data kept where it belongs',
      'Restores in minutes',
      'Clear ownership of cloud settings',
    ],
  },
  'data-security': {
    heroLead: 'Know where your data is, who can reach it, and that you can get it back.',
    features: [
      {
        title: 'Daily backups',
        description: 'Daily backups for AMC and MSP clients, kept offsite and tested.',
      },
      { title: 'Encryption', description: 'Laptops, servers and backups encrypted at rest.' },
      {
        title: 'Access reviews',
        description: 'Role-based access checked regularly, leavers removed the same day.',
      },
      {
        title: 'Recovery drills',
        description: 'Restores rehearsed so recovery times are known, not hoped for.',
      },
    ],
    benefits: [
      'Business continuity',
      'Compliance with data protection law',
      'Less insider risk',
      'Proof that backups work',
    ],
  },
  compliance: {
    heroLead: 'Turn compliance requirements into practical controls, policies and evidence.',
    features: [
      {
        title: 'Gap assessments',
        description: 'Your controls measured against UAE laws, ISO 27001, NIST and CIS.',
      },
      {
        title: 'Policies and procedures',
        description: 'Practical documents your staff can follow.',
      },
      {
        title: 'Evidence packs',
        description: 'Reports and records ready for auditors and client due diligence.',
      },
      { title: 'Ongoing reviews', description: 'Quarterly checks so compliance does not drift.' },
    ],
    benefits: [
      'Win clients who audit suppliers',
      'Fewer surprises in audits',
      'Clear responsibilities',
      'Lower regulatory risk',
    ],
  },
  'device-management': {
    heroLead: 'Every device ready on day one, kept patched and secure, and retired safely.',
    features: [
      {
        title: 'Zero-touch setup',
        description: 'New devices configured automatically with your apps and policies.',
      },
      {
        title: 'Patch management',
        description: 'Operating systems and apps updated on a schedule you approve.',
      },
      {
        title: 'Mobile device management',
        description: 'Company data on phones protected and wipeable.',
      },
      {
        title: 'Lifecycle tracking',
        description: 'Warranty, owner and replacement dates for every asset.',
      },
    ],
    benefits: [
      'Faster onboarding',
      'Fewer vulnerable devices',
      'Lost devices secured remotely',
      'Planned replacement budgets',
    ],
  },
  'application-management': {
    heroLead: 'Keep Microsoft 365, line-of-business apps and licences running smoothly.',
    features: [
      {
        title: 'Licence management',
        description: 'Licences tracked and right-sized so you pay only for what you use.',
      },
      {
        title: 'Updates and testing',
        description: 'Updates applied and checked before they reach everyone.',
      },
      {
        title: 'Vendor liaison',
        description: 'We raise and follow tickets with software vendors.',
      },
      { title: 'User support', description: 'How-to help for staff on everyday applications.' },
    ],
    benefits: [
      'Lower licence spend',
      'Fewer update surprises',
      'One contact for every app',
      'Productive staff',
    ],
  },
  'infrastructure-management': {
    heroLead: 'Reliable servers, networks and connectivity, monitored 24/7 and documented.',
    features: [
      {
        title: 'Server management',
        description: 'Physical and virtual servers patched, monitored and backed up.',
      },
      {
        title: 'Network management',
        description: 'Switches, routers and Wi-Fi configured and monitored.',
      },
      {
        title: 'Structured cabling',
        description: 'Office fit-outs and moves planned and executed.',
      },
      {
        title: 'Capacity planning',
        description: 'Growth forecast so upgrades are planned, not rushed.',
      },
    ],
    benefits: [
      'Higher uptime',
      'Documented infrastructure',
      'Smooth office moves',
      'Predictable upgrades',
    ],
  },
  'employee-it': {
    heroLead:
      'Onboard and offboard staff in hours, with the right access from the first day to the last.',
    features: [
      {
        title: 'Onboarding',
        description: 'Accounts, licences, devices and access ready before day one.',
      },
      { title: 'Access changes', description: 'Role changes reflected across every system.' },
      { title: 'Offboarding', description: 'Access removed and devices recovered the same day.' },
      {
        title: 'Self-service portal',
        description: 'Managers request changes and track them in one place.',
      },
    ],
    benefits: [
      'New hires productive on day one',
      'No lingering access',
      'Audit trail of changes',
      'Less HR and IT back-and-forth',
    ],
  },
  'it-consulting': {
    heroLead:
      'Independent advice on what to fix, what to buy and what to move to the cloud, and in what order.',
    features: [
      {
        title: 'IT assessments',
        description: 'A clear picture of your current systems, risks and costs.',
      },
      { title: 'Roadmaps and budgets', description: 'Three-year plans with priorities and costs.' },
      {
        title: 'Cloud migration',
        description: 'Moves to Microsoft 365 and Azure planned and delivered.',
      },
      {
        title: 'Project management',
        description: 'Office moves, upgrades and rollouts delivered on time.',
      },
    ],
    benefits: [
      'Decisions based on facts',
      'Spending tied to outcomes',
      'Fewer failed projects',
      'A partner who explains trade-offs',
    ],
  },
};
