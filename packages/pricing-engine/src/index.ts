export { totalByPart } from './breakdown';
export { calculatePrice, subtotalOf } from './calculate';
export type { CalculationMeta, CalculationResult } from './calculate';
export { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
export type { AddonEntry, LicenseEntry } from './catalogue';
export { compareWithPackage, comparisonMessage, comparisonSentence } from './comparison';
export type { Comparison, ComparisonOutcome } from './comparison';
export { MAX_COUNT, toCount, toFlag } from './count';
export { toLatinDigits } from './digits';
export { discountPercentFor } from './discount';
export { COUNT_FIELDS, SUPPORT_HOURS, normalizeEnvironment } from './environment';
export type {
  AddonId,
  CountField,
  CountInput,
  Environment,
  LicenseId,
  NormalizedEnvironment,
  SupportHours,
} from './environment';
export { chosenExtras } from './extras';
export type { ChosenExtras } from './extras';
export { formatAED, formatAEDArabic } from './format';
export { FILS_PER_AED, aedToFils, filsToAed, percentOfFils, toFils } from './money';
export type { Fils } from './money';
export { PACKAGES } from './packages';
export type { ManagedPackage, PackageId } from './packages';
export { PRESET_IDS, type PresetId } from './preset-ids';
export { PRESET_LABELS } from './preset-labels';
export { PRESETS } from './presets';
export type { Preset } from './presets';
export { RATES } from './rates';
export type { AddonRate, CalculatorRates, DiscountTier, LicenseRate } from './rates';
export { suggestPackage, suggestPackageId } from './suggest';
export type { SuggestedPackage } from './suggest';
export { priceQuote } from './quote';
export type { PackageQuote, Quote } from './quote';
export { QUOTE_QUERY_KEYS, fromQuoteQuery, toQuoteQuery } from './quote-query';
export { QUOTE_LABELS_EN } from './quote-labels';
export { QUOTE_LABELS, quoteLayout } from './quote-languages';
export { ARABIC_ITEM_NAMES } from './item-names-ar';
export { arabicCount } from './counted-ar';
export type { ArabicCase, ArabicCountedNoun } from './counted-ar';
export { ARABIC_HOURS } from './hours-ar';
export { arabicFirstHours } from './first-hours-ar';
export { ARABIC_DIRHAMS, formatAEDArabicCounted } from './dirhams-ar';
export { PACKAGE_SERVICE_LEVELS, type ServiceLevelFigures } from './service-levels';
export { ARABIC_SERVICE_LEVELS, ARABIC_VISITS } from './service-levels-ar';
export { QUOTE_LABELS_AR } from './quote-labels-ar';
export type {
  PackageLineKey,
  QuoteLabels,
  QuoteLanguage,
  QuotePart,
  QuoteStep,
} from './quote-labels';
export { quoteLayoutWith } from './quote-layout';
export type { LayoutRow, QuoteLayout } from './quote-layout';
export { lineLabel, quoteLine } from './quote-line';
export type { LineParts, QuoteLine, QuoteLineKind } from './quote-line';
export { priceTiers } from './tiers';
export { ROUNDING_NOTE, VAT_PERCENT, vatOfTotal } from './vat';
export type { VatFils } from './vat';
export type { Tier, TierLine, TieredCost } from './tiers';

export { bookingEnd } from './on-demand/booking-end';
export type { DubaiHour } from './on-demand/booking-end';
export { defaultBooking, isBookingDateAllowed, todayInDubai } from './on-demand/booking';
export type { BookingDefaults } from './on-demand/booking';
export { EMIRATES, toEmirate } from './on-demand/emirates';
export { ARABIC_EMIRATE_NAMES } from './on-demand/emirate-names-ar';
export { arabicAfterHours } from './on-demand/after-hours-ar';
export { ARABIC_ALL_HOURS } from './support-hours-ar';
export type { Emirate } from './on-demand/emirates';
export {
  GULF_UTC_OFFSET_HOURS,
  addDays,
  dubaiClock,
  dubaiIsoDateTime,
  isoWeekday,
  parseIsoDate,
} from './on-demand/gulf-time';
export type { IsoDate } from './on-demand/gulf-time';
export {
  afterHoursReason,
  priceOnDemand,
  toBillableHours,
  toStartHour,
} from './on-demand/price-on-demand';
export type { AfterHoursReason, OnDemandQuote, OnDemandRequest } from './on-demand/price-on-demand';
export { ON_DEMAND_RATES } from './on-demand/rates';
export type { OnDemandRates, OnDemandServiceRate, ServiceType } from './on-demand/rates';
