import type { ChecklistCopy, ChecklistPageCopy } from '../shapes/checklist';

export const CHECKLIST_PAGE: ChecklistPageCopy = {
  title: 'IT AMC Checklist',
  insideTitle: 'What’s inside',
  formTitle: 'Get the checklist (PDF)',
  pdfLanguage: '',
  formLabel: 'Checklist download',
  submit: 'Get the checklist',
  sending: 'Sending...',
  readyTitle: 'Your checklist is ready',
  download: 'Download PDF',
  emailed: 'A copy was also emailed to you.',
};

export const CHECKLIST: ChecklistCopy = {
  title: 'IT AMC Checklist',
  subtitle:
    'What a good IT annual maintenance contract should cover — a practical checklist for UAE businesses.',
  sections: [
    {
      title: '1. Scope and assets',
      items: [
        'Every covered device is listed: computers, servers, network equipment, printers and CCTV.',
        'Each site is named, with its address and opening hours.',
        'Software and cloud services in scope are listed (Microsoft 365, line-of-business apps).',
        'What is out of scope is written down, with how it is quoted.',
        'An asset register with warranty dates is kept and shared.',
      ],
    },
    {
      title: '2. Service levels',
      items: [
        'Priorities P1 to P4 are defined in business terms.',
        'Response and resolution targets are set for each priority.',
        'P1 incidents are answered within 30 minutes, around the clock.',
        'Support hours and channels (phone, email, portal) are stated.',
        'Service credits or remedies apply when targets are missed.',
      ],
    },
    {
      title: '3. Preventive maintenance',
      items: [
        'Scheduled onsite visits: how many per month and what each covers.',
        'Operating system and application patching on an agreed schedule.',
        'Hardware health checks: disks, batteries, temperatures, fans.',
        'Network checks: firmware updates, firewall rules review, Wi-Fi coverage.',
        'CCTV recording and retention checked each visit.',
      ],
    },
    {
      title: '4. Security',
      items: [
        'Managed endpoint protection on every device, with alerts monitored.',
        'Multi-factor authentication for email and remote access.',
        'Leavers’ access removed the same day.',
        'Regular vulnerability scans with remediation tracked.',
        'An incident response plan with named contacts.',
      ],
    },
    {
      title: '5. Backup and recovery',
      items: [
        'Daily backups of servers and cloud data, kept offsite.',
        'Restores tested at least quarterly, with results reported.',
        'Recovery time and recovery point objectives agreed.',
        'Backup failures raised as incidents the same day.',
      ],
    },
    {
      title: '6. Reporting and governance',
      items: [
        'A monthly report: tickets by priority, SLA performance, patches, backups, risks.',
        'A quarterly review meeting with recommendations and a roadmap.',
        'An escalation matrix with names, roles and trigger times.',
        'A named service manager and account manager.',
      ],
    },
    {
      title: '7. Commercial terms',
      items: [
        'A fixed monthly fee with what is included per user, server and device.',
        'Rates for extra users, devices and out-of-hours work.',
        'Contract term, notice period and a pilot option.',
        'Parts and replacements: at cost, under warranty, or quoted.',
        'Handover duties at the end of the contract: documentation and passwords.',
      ],
    },
  ],
  footer: 'Questions about your AMC? Book a free IT assessment with our engineers.',
};
