/**
 * The small-business page's own price list, kits and terms; a file of its own so the link to that
 * page (on the home, pricing and package pages) does not load the managed packages' content.
 */

/** The small-business page's packages (its own price list). */
export const SMB_PACKAGES = [
  {
    id: 'starter',
    name: 'Starter IT Support',
    price: 999,
    cap: 'Up to 5 users',
    featured: false,
    lines: ['Remote within 8h', 'Onsite next business day', '1 visit per quarter'],
    addOns: [
      'AED 150 per extra user',
      'Onsite visit AED 250 per hour (2h minimum)',
      'CCTV AED 100 per month (up to 4 cameras)',
    ],
  },
  {
    id: 'essentials',
    name: 'Business Essentials',
    price: 1999,
    cap: '6 to 15 users',
    featured: true,
    lines: ['Remote within 4h', '2 visits per month'],
    addOns: [
      'AED 175 per extra user beyond 15',
      'Servers AED 300 each',
      'Network devices AED 60 each',
    ],
  },
  {
    id: 'premium',
    name: 'Premium Managed IT',
    price: 3499,
    cap: '15 to 30 users',
    featured: false,
    lines: ['Remote within 2h', 'Onsite within 8h', '4 visits per month', 'Up to 2 servers'],
    addOns: [
      'AED 200 per extra user beyond 30',
      'Extra servers AED 450',
      'Optional SOC/SIEM from AED 3,000',
    ],
  },
] as const;

/** Add-on kits for typical small businesses. */
export const SMB_KITS = [
  {
    id: 'nursery',
    title: 'Nursery Kit',
    subtitle: 'Safe Wi-Fi and CCTV for nurseries',
    price: 250,
    bullets: ['Child-safe content filtering', 'CCTV health checks', 'Parent app support'],
  },
  {
    id: 'clinic',
    title: 'Clinic Kit',
    subtitle: 'Patient data protected',
    price: 350,
    bullets: ['Practice software support', 'Encrypted backups', 'Front-desk priority line'],
  },
  {
    id: 'salon',
    title: 'Salon & Spa Kit',
    subtitle: 'Bookings and payments always on',
    price: 200,
    bullets: ['Booking system support', 'POS and card terminal help', 'Guest Wi-Fi'],
  },
  {
    id: 'cafe',
    title: 'Cafe & Restaurant Kit',
    subtitle: 'Orders flowing at peak time',
    price: 250,
    bullets: ['POS and kitchen printers', 'Delivery tablet support', 'Backup internet'],
  },
  {
    id: 'boutique',
    title: 'Boutique & Office Kit',
    subtitle: 'Shopfront and back office covered',
    price: 200,
    bullets: ['Retail POS support', 'Shared printers and scanners', 'Microsoft 365 admin'],
  },
] as const;

/** The terms of the small-business packages. */
export const SMB_NOTES: readonly string[] = [
  'Minimum term 12 months.',
  'Onsite travel outside Dubai/Sharjah is billed at cost plus time.',
  'Prices are per month in AED and exclude VAT.',
];
