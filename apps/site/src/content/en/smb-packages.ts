/**
 * The small-business page's words: its plans, kits and terms (their prices and service levels are
 * in `catalogue/smb-packages`). A file of its own so the link to that page (on the home, pricing and
 * package pages) does not load the managed packages' content.
 */
import { formatAED } from '@acme/pricing-engine';
import {
  SMB_FROM,
  SMB_PACKAGES,
  type SmbKitId,
  type SmbPackageId,
} from '../../catalogue/smb-packages';
import type { SmbKitCopy, SmbLinkCopy, SmbPackageCopy, SmbPageCopy } from '../shapes/smb-packages';

const [starter, essentials, premium] = SMB_PACKAGES;

export const SMB_PAGE: SmbPageCopy = {
  badge: 'Jumeirah and Dubai small businesses',
  title: 'IT Support Packages for Small Businesses',
  lead: 'Simple monthly plans for shops, clinics, salons, cafes and offices, with add-on kits for your trade.',
  assessment: 'Get a Free IT Assessment',
  estimate: 'Estimate in Pricing',
  kitsTitle: 'Add-on Kits',
  kitDescription: (subtitle: string, price: number) =>
    `${subtitle}. From ${formatAED(price)} per month.`,
  managedTitle: 'Managed Packages',
  period: '/month',
  featuredLabel: 'Most popular',
  onDemandTitle: 'On-Demand Support',
  bookSupport: 'Book Support',
  compareTitle: 'Compare Plans',
  compareCaption: 'Small-business plans compared',
  featureLabel: 'Feature',
  rows: {
    price: 'Monthly price',
    users: 'Users',
    remote: 'Remote response',
    visits: 'Visits',
    servers: 'Servers included',
  },
  notesTitle: 'Notes',
};

/** Each small-business plan's words, by id. */
export const SMB_COPY: Readonly<Record<SmbPackageId, SmbPackageCopy>> = {
  starter: {
    price: formatAED(starter.price),
    cap: `Up to ${starter.users.max} users`,
    lines: [
      `Remote within ${starter.remoteHours}h`,
      'Onsite next business day',
      `${starter.visits.count} visit per ${starter.visits.per}`,
    ],
    addOns: [
      `${formatAED(starter.extraUser)} per extra user`,
      `Onsite visit ${formatAED(starter.onsiteHourly)} per hour (${starter.onsiteMinimumHours}h minimum)`,
      `CCTV ${formatAED(starter.cctvMonthly)} per month (up to ${starter.cctvCameras} cameras)`,
    ],
    remote: `${starter.remoteHours}h`,
    visits: `${starter.visits.count} per ${starter.visits.per}`,
    servers: false,
  },
  essentials: {
    price: formatAED(essentials.price),
    cap: `${essentials.users.min} to ${essentials.users.max} users`,
    lines: [
      `Remote within ${essentials.remoteHours}h`,
      `${essentials.visits.count} visits per ${essentials.visits.per}`,
    ],
    addOns: [
      `${formatAED(essentials.extraUser)} per extra user beyond ${essentials.users.max}`,
      `Servers ${formatAED(essentials.serverRate)} each`,
      `Network devices ${formatAED(essentials.networkRate)} each`,
    ],
    remote: `${essentials.remoteHours}h`,
    visits: `${essentials.visits.count} per ${essentials.visits.per}`,
    servers: false,
  },
  premium: {
    price: formatAED(premium.price),
    cap: `${premium.users.min} to ${premium.users.max} users`,
    lines: [
      `Remote within ${premium.remoteHours}h`,
      `Onsite within ${premium.onsiteHours}h`,
      `${premium.visits.count} visits per ${premium.visits.per}`,
      `Up to ${premium.includedServers} servers`,
    ],
    addOns: [
      `${formatAED(premium.extraUser)} per extra user beyond ${premium.users.max}`,
      `Extra servers ${formatAED(premium.serverRate)}`,
      `Optional SOC/SIEM from ${formatAED(premium.socSiemFrom)}`,
    ],
    remote: `${premium.remoteHours}h`,
    visits: `${premium.visits.count} per ${premium.visits.per}`,
    servers: `Up to ${premium.includedServers}`,
  },
};

/** Add-on kits for typical small businesses, by id. */
export const SMB_KIT_COPY: Readonly<Record<SmbKitId, SmbKitCopy>> = {
  nursery: {
    title: 'Nursery Kit',
    subtitle: 'Safe Wi-Fi and CCTV for nurseries',
    bullets: ['Child-safe content filtering', 'CCTV health checks', 'Parent app support'],
  },
  clinic: {
    title: 'Clinic Kit',
    subtitle: 'Patient data protected',
    bullets: ['Practice software support', 'Encrypted backups', 'Front-desk priority line'],
  },
  salon: {
    title: 'Salon & Spa Kit',
    subtitle: 'Bookings and payments always on',
    bullets: ['Booking system support', 'POS and card terminal help', 'Guest Wi-Fi'],
  },
  cafe: {
    title: 'Cafe & Restaurant Kit',
    subtitle: 'Orders flowing at peak time',
    bullets: ['POS and kitchen printers', 'Delivery tablet support', 'Backup internet'],
  },
  boutique: {
    title: 'Boutique & Office Kit',
    subtitle: 'Shopfront and back office covered',
    bullets: ['Retail POS support', 'Shared printers and scanners', 'Microsoft 365 admin'],
  },
};

/** The terms of the small-business packages. */
export const SMB_NOTES: readonly string[] = [
  'Minimum term 12 months.',
  'Onsite travel outside Dubai/Sharjah is billed at cost plus time.',
  'Prices are per month in AED and exclude VAT.',
];

export const SMB_LINK: SmbLinkCopy = {
  question: 'A small business?',
  link: `See our IT support packages for small businesses, from ${formatAED(SMB_FROM)} a month`,
  end: '.',
};
