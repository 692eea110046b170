import { PRIVACY_DATES, formatPolicyDate } from '../../catalogue/policies';
import { SITE } from '../../config';
import { LANGUAGE } from './language';
import type { DisclosureCopy, PolicyCopy, PolicyPageCopy, PrivacyCopy } from '../shapes/policies';

export type { PolicySection } from '../shapes/policies';

export const POLICY_PAGE: PolicyPageCopy = {
  translationNotice: '',
  dates: (effective: string, updated: string) => `Effective ${effective}. Last updated ${updated}.`,
  contactTitle: 'Contact details',
  contactBefore: (companyName: string) =>
    `${companyName}, Dubai Silicon Oasis, Dubai, United Arab Emirates. Email`,
  contactBetween: ', phone',
  contactAfter: '.',
  registrationTitle: 'Company registration',
  registration: {
    legalName: 'Registered name',
    tradeLicence: 'Trade licence',
    registeredAddress: 'Registered address',
  },
  requestDocs: 'Request Security Documentation',
  docsNote: 'Security documentation requests open soon; until then, email us.',
  disclosureBefore: 'Found a vulnerability? Read our',
  disclosureAfter: '.',
};

export const PRIVACY: PrivacyCopy = {
  effective: formatPolicyDate(PRIVACY_DATES.effective, LANGUAGE.locale),
  updated: formatPolicyDate(PRIVACY_DATES.updated, LANGUAGE.locale),
  sections: [
    {
      title: 'Who we are',
      paragraphs: [
        'This policy explains how we handle personal data collected through this website and in providing our services. We are the controller of that data.',
      ],
    },
    {
      title: 'What we collect',
      items: [
        'Details you send in forms: name, work email, company, phone and your message.',
        'Files you attach to an RFI/RFP or application.',
        'Campaign parameters and the referring page, to understand how you found us.',
        'Basic usage data from analytics, where enabled.',
      ],
    },
    {
      title: 'How we use it',
      items: [
        'To answer your request and provide quotes.',
        'To deliver and support contracted services.',
        'To improve our website and services.',
        'To meet legal obligations.',
      ],
    },
    {
      title: 'Sharing',
      paragraphs: [
        'We share data only with processors who help us deliver our services (for example form and email providers), under contract, and never sell it.',
      ],
    },
    {
      title: 'Retention',
      paragraphs: [
        `Enquiries are kept for up to ${SITE.enquiryRetentionMonths} months; client records for the contract term plus the period the law requires.`,
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You may ask to access, correct or delete your personal data, or object to its use, by emailing us.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'We protect data with access control, encryption and monitoring, as described in our information security policy.',
      ],
    },
    {
      title: 'Governing law',
      paragraphs: [
        'This policy is governed by the laws of the UAE. Disputes fall under the jurisdiction of the Dubai Courts. This agreement is made in English.',
      ],
    },
  ],
};

export const LEGAL: PolicyCopy = {
  sections: [
    {
      title: 'Website terms',
      paragraphs: [
        'The content of this website is for general information. Prices shown by the calculator are estimates; a final quote follows an engineer assessment and SLA selection.',
      ],
    },
    {
      title: 'Intellectual property',
      paragraphs: [
        'The text, design and marks on this website belong to us or our partners and may not be reused without permission.',
      ],
    },
    {
      title: 'Liability',
      paragraphs: [
        'We take care that information here is correct but accept no liability for decisions made on it alone. Services are governed by the signed service agreement.',
      ],
    },
    {
      title: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the UAE and the Emirate of Dubai; the Dubai Courts have jurisdiction. This agreement is made in English.',
      ],
    },
  ],
};

export const INFOSEC: PolicyCopy = {
  sections: [
    {
      title: 'Our commitments',
      paragraphs: [
        'We protect our own systems and our clients’ data with controls proportionate to the risk, reviewed at least once a year and whenever our services change.',
      ],
    },
    {
      title: 'Confidentiality, integrity and availability',
      items: [
        'Confidentiality: client data is seen only by staff who need it.',
        'Integrity: changes are authorised, logged and reversible.',
        'Availability: systems are monitored and backed up so service continues.',
      ],
    },
    {
      title: 'Key controls',
      items: [
        'Role-based access control, MFA and account lockout.',
        'Endpoint protection on every managed device.',
        'Network security: firewalls, segmentation and secure remote access.',
        'Cloud and application security reviews.',
        'Backup and recovery, with daily backups for AMC/MSP clients.',
      ],
    },
    {
      title: 'Staff training',
      paragraphs: [
        'All staff complete security awareness training on joining and every year, including phishing simulations.',
      ],
    },
    {
      title: 'Monitoring and incident response',
      paragraphs: [
        'Security alerts are monitored 24/7. Incidents follow a documented response plan, and affected clients are informed promptly.',
      ],
    },
    {
      title: 'Compliance alignment',
      paragraphs: [
        'Our practices align with UAE federal laws, ISO 27001, OWASP, GDPR, CIS Controls and the NIST Cybersecurity Framework.',
      ],
    },
  ],
};

export const DISCLOSURE: DisclosureCopy = {
  reportTitle: 'How to report',
  reportBefore: 'Email',
  reportAfter: ' with what you found, in English or Arabic.',
  sections: [
    {
      title: 'Scope',
      paragraphs: [
        'This policy covers this website and the services we run for our clients. Systems that belong to our clients or to others are theirs to authorise testing of.',
      ],
    },
    {
      title: 'What to include',
      items: [
        'What you found and where: the address, system or service affected.',
        'How to reproduce it, and what an attacker could do with it.',
        'How to reach you, if you would like a reply.',
      ],
    },
    {
      title: 'What we do',
      items: [
        'We acknowledge your report within three business days.',
        'We keep you informed while we investigate and fix the issue.',
        'We credit you when the fix is published, if you wish.',
      ],
    },
    {
      title: 'Testing in good faith',
      paragraphs: [
        'We will not take legal action over research done in good faith under this policy, and we treat your report in confidence. In return, we ask you to keep to these rules:',
      ],
      items: [
        'Do not access, change or delete data that is not yours; stop once you have shown the issue.',
        'Do not disrupt our services: no denial of service, spam or social engineering of our staff.',
        'Give us reasonable time to fix the issue before you disclose it.',
      ],
    },
  ],
};
