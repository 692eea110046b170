import { SOC_SIEM_FROM } from './packages';

/** The small-business add-on kits. */
export type SmbKitId = 'nursery' | 'clinic' | 'salon' | 'cafe' | 'boutique';

/**
 * The small-business page's own price list and service levels, in display order (AED per month);
 * the words are in `@content/smb-packages`, keyed by id. A file of its own so the link to that page
 * (on the home, pricing and package pages) loads only these figures.
 */
export const SMB_PACKAGES = [
  {
    id: 'starter',
    name: 'Starter IT Support',
    price: 999,
    featured: false,
    users: { min: null, max: 5 },
    remoteHours: 8,
    visits: { count: 1, per: 'quarter' },
    extraUser: 150,
    onsiteHourly: 250,
    onsiteMinimumHours: 2,
    cctvMonthly: 100,
    cctvCameras: 4,
  },
  {
    id: 'essentials',
    name: 'Business Essentials',
    price: 1999,
    featured: true,
    users: { min: 6, max: 15 },
    remoteHours: 4,
    visits: { count: 2, per: 'month' },
    extraUser: 175,
    serverRate: 300,
    networkRate: 60,
  },
  {
    id: 'premium',
    name: 'Premium Managed IT',
    price: 3499,
    featured: false,
    users: { min: 15, max: 30 },
    remoteHours: 2,
    onsiteHours: 8,
    visits: { count: 4, per: 'month' },
    includedServers: 2,
    extraUser: 200,
    serverRate: 450,
    socSiemFrom: SOC_SIEM_FROM,
  },
] as const;

/** The small-business page's plans. */
export type SmbPackageId = (typeof SMB_PACKAGES)[number]['id'];

/** The add-on kits, in display order, with their monthly price from (AED). */
export const SMB_KITS: readonly { readonly id: SmbKitId; readonly price: number }[] = [
  { id: 'nursery', price: 250 },
  { id: 'clinic', price: 350 },
  { id: 'salon', price: 200 },
  { id: 'cafe', price: 250 },
  { id: 'boutique', price: 200 },
];

/** The cheapest small-business plan's monthly price: what the link to the page quotes. */
export const SMB_FROM = Math.min(...SMB_PACKAGES.map((plan) => plan.price));
