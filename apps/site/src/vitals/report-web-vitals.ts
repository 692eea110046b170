// Real visits' Core Web Vitals, as analytics events. Loaded on its own, and only once the visitor
// has granted analytics (consent/consent.ts): a build without analytics has none of it.
import {
  onCLS,
  onINP,
  onLCP,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import { trackEvent } from '../analytics';

type VitalMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** The element a metric is about, as a selector: what a developer looks at first. */
function debugTarget(metric: VitalMetric): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
  }
}

/**
 * One event per report, named after the metric (`LCP`, `INP`, `CLS`), as Google's guide for GA4
 * has it. A metric can be reported more than once in a visit (CLS grows, INP worsens): `value` is
 * the change since the last report, so that summing the events by `metric_id` gives the final
 * value; GA4 keeps integers, so CLS is sent in thousandths.
 */
function report(metric: VitalMetric): void {
  trackEvent(metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    metric_navigation_type: metric.navigationType,
    debug_target: debugTarget(metric),
    non_interaction: true,
  });
}

/**
 * Starts measuring. Called after consent, which may come well after the page loaded: the browser
 * keeps the page's paint, shift and first-input entries for observers that start late.
 */
export function reportWebVitals(): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
}
