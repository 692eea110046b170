// Prints a quote for every preset and a sample on-demand booking, from the built package.
import {
  PRESETS,
  calculatePrice,
  comparisonMessage,
  defaultBooking,
  formatAED,
  priceOnDemand,
} from './dist/index.js';

for (const preset of Object.values(PRESETS)) {
  const result = calculatePrice(preset.environment);
  console.log(
    `${preset.label.padEnd(20)} ${formatAED(result.grandTotal).padStart(11)}/mo  ` +
      `${result.meta.suggestedPackage.name}: ${comparisonMessage(result)}`,
  );
}
const booking = { ...defaultBooking(new Date()), serviceType: 'onsite', emirate: 'Abu Dhabi' };
const quote = priceOnDemand(booking);
console.log(
  `On-demand onsite in Abu Dhabi at ${quote.requestedDatetimeDubaiIso}: ${formatAED(quote.total)}`,
);
