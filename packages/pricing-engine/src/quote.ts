import { VAT_PERCENT } from './vat';
import { totalByPart } from './breakdown';
import { compareWithPackage, type Comparison } from './comparison';
import { normalizeEnvironment, type Environment, type NormalizedEnvironment } from './environment';
import { extrasOf, type ChosenExtras } from './extras';
import { filsToAed, subtractFils, toFils, type Fils } from './money';
import type { PackageId } from './packages';
import { priceEnvironment, type Charge } from './pricing';
import { RATES } from './rates';
import { QUOTE_LABELS_EN, type PackageLineKey, type QuoteStep } from './quote-labels';
import { quoteLine, type QuoteLine } from './quote-line';
import type { PackagePrice } from './suggest';

/** The suggested package as a quote shows it: its service levels and its charged lines. */
export interface PackageQuote {
  readonly id: PackageId;
  readonly name: string;
  readonly serviceLevels: readonly string[];
  /** The base, each charged extra (users over the cap, billable servers, network devices), the total. */
  readonly lines: readonly QuoteLine[];
  /** AED per month. */
  readonly total: number;
}

/** A monthly custom quote: what was priced, every line worded once, and the package it compares with. */
export interface Quote {
  /** The environment as it was priced: every count parsed, every flag decided. */
  readonly environment: NormalizedEnvironment;
  /** The labels of the chosen add-ons and licences. */
  readonly extras: ChosenExtras;
  /**
   * The quote's lines in order: each charge (per-unit services, Wi-Fi/CCTV tiers, add-ons,
   * licences) that costs something, the 24x7 surcharge, the subtotal and the discount when
   * there is one, and the total per month last.
   */
  readonly lines: readonly QuoteLine[];
  /**
   * The total split into its parts (per-unit services, Wi-Fi and CCTV, add-ons, licences,
   * surcharge, discount), one line per part that is not zero: what a chart of the price draws.
   */
  readonly parts: readonly QuoteLine[];
  /** AED per month: per-unit services plus tiered Wi-Fi and CCTV. */
  readonly baseServices: number;
  /** AED per month: add-ons plus licences. */
  readonly addonsTotal: number;
  readonly surcharge: number;
  /** Base + add-ons + surcharge: what the discount tier is chosen on. */
  readonly subtotal: number;
  /** 0, 5, 10 or 15. */
  readonly discountPercent: number;
  readonly discountAmount: number;
  /** AED per month, excluding VAT. */
  readonly total: number;
  /**
   * What follows the total: VAT ({@link VAT_PERCENT} %), the monthly total including it, and the
   * annual total excluding it; each shown in whole dirhams, so a shown sum can differ by AED 1.
   */
  readonly vatLines: readonly QuoteLine[];
  /** AED: VAT per month, the monthly total including it, twelve months excluding it. */
  readonly vat: number;
  readonly totalInclVat: number;
  readonly annualTotal: number;
  readonly suggestedPackage: PackageQuote;
  readonly comparison: Comparison;
}

const EN = QUOTE_LABELS_EN;

function chargeLine(charge: Charge): QuoteLine {
  return quoteLine({
    kind: charge.kind,
    key: charge.key,
    name: EN.item(charge.key),
    // A flat add-on is not counted: it reads as its name alone.
    ...(charge.kind === 'addon' ? {} : { quantity: charge.quantity, unitRate: charge.rate }),
    fils: charge.fils,
  });
}

function packageQuote(price: PackagePrice): PackageQuote {
  const pkg = price.package;
  const extra = (key: PackageLineKey, quantity: number, unitRate: number, fils: Fils) =>
    quoteLine({ kind: 'package', key, name: EN.packageLines[key], quantity, unitRate, fils });
  const lines = [
    quoteLine({ kind: 'package', key: 'base', name: EN.packageLines.base, fils: price.baseFils }),
    extra('overUsers', price.overUsers, pkg.overagePerUser, price.overUsersFils),
    extra('serversBillable', price.serversBillable, pkg.serverRate, price.serversFils),
    extra('networkDevices', price.networkDevices, pkg.networkRate, price.networkFils),
  ].filter((line) => line.key === 'base' || line.fils !== 0);
  const total = quoteLine({
    kind: 'total',
    key: 'total',
    name: EN.packageTotal(pkg.name),
    fils: price.totalFils,
  });
  return {
    id: pkg.id,
    name: pkg.name,
    serviceLevels: pkg.serviceLevels,
    lines: [...lines, total],
    total: filsToAed(price.totalFils),
  };
}

/**
 * Prices an environment as one quote value: the normalized environment, every charged line
 * worded once, the totals, the suggested package with its own lines, and the comparison.
 * Every screen, document and mail renders this value and computes nothing.
 *
 * @example
 * priceQuote({ numUsers: 12, numServers: 1 }).lines.map((line) => line.label); // => ['Users: 12 × AED 125', 'Servers: 1 × AED 300', 'Total per month']
 * priceQuote({ numUsers: 16 }).lines.map((line) => line.value); // => ['AED 2,000', 'AED 2,000', '-AED 100', 'AED 1,900']
 * priceQuote({ numUsers: 16 }).lines[1].label; // => 'Subtotal'
 * priceQuote({ numUsers: 2, supportHours: '24x7' }).lines[1].label; // => '24x7 surcharge (40%)'
 * priceQuote({ numUsers: 52 }).suggestedPackage.lines.map((line) => line.label); // => ['Package base', 'Users over the cap: 2 × AED 200', 'Enterprise 24/7 per month']
 * priceQuote({ numUsers: 10 }).comparison.outcome; // => 'custom-cheaper'
 * priceQuote({ numUsers: 16, supportHours: '24x7' }).parts.map((line) => line.label); // => ['Per-unit services', '24x7 surcharge (40%)', 'Discount (5%)']
 * priceQuote({ numUsers: 20, numServers: 3 }).vatLines.map((line) => `${line.label}: ${line.value}`); // => ['VAT (5%): AED 162', 'Monthly total incl. VAT: AED 3,392', 'Annual total (12 months, excl. VAT): AED 38,760']
 */
export function priceQuote(input: Environment = {}): Quote {
  const pricing = priceEnvironment(normalizeEnvironment(input));
  const { env } = pricing;
  const step = (kind: QuoteStep, fils: Fils, percent?: number) =>
    quoteLine({
      kind,
      key: kind,
      name: EN.steps[kind],
      fils,
      ...(percent === undefined ? {} : { percent }),
    });

  const lines = pricing.charges.filter((charge) => charge.fils !== 0).map(chargeLine);
  if (pricing.surcharge !== 0) {
    lines.push(step('surcharge', pricing.surcharge, RATES.surchargePercent24x7));
  }
  if (pricing.discount !== 0) {
    lines.push(
      step('subtotal', pricing.subtotal),
      step('discount', subtractFils(toFils(0), pricing.discount), pricing.discountPercent),
    );
  }
  lines.push(step('total', pricing.total));
  const { vat, totalInclVat, annualTotal } = pricing.vat;
  const vatLines = [
    step('vat', vat, VAT_PERCENT),
    step('totalInclVat', totalInclVat),
    step('annualTotal', annualTotal),
  ];

  const pkg = pricing.suggestedPackage;
  return {
    environment: env,
    extras: extrasOf(env),
    lines,
    parts: totalByPart(lines),
    baseServices: filsToAed(pricing.base),
    addonsTotal: filsToAed(pricing.addons),
    surcharge: filsToAed(pricing.surcharge),
    subtotal: filsToAed(pricing.subtotal),
    discountPercent: pricing.discountPercent,
    discountAmount: filsToAed(pricing.discount),
    total: filsToAed(pricing.total),
    vatLines,
    vat: filsToAed(vat),
    totalInclVat: filsToAed(totalInclVat),
    annualTotal: filsToAed(annualTotal),
    suggestedPackage: packageQuote(pkg),
    comparison: compareWithPackage(
      filsToAed(subtractFils(pricing.total, pkg.totalFils)),
      pkg.package.name,
    ),
  };
}
