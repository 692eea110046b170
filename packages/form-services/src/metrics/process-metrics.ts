import { collectDefaultMetrics, type Registry } from 'prom-client';

/**
 * prom-client's default gauges named `_total`, which promtool's lint refuses (`_total` is a
 * counter's suffix). Each is the sum of its twin by type (`nodejs_active_handles{type}`…), which
 * stays: nothing is lost by leaving them out.
 */
const GAUGES_NAMED_AS_COUNTERS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;

/** The default process and Node.js metrics (CPU, memory, event loop, GC…) in `registry`. */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const name of GAUGES_NAMED_AS_COUNTERS) registry.removeSingleMetric(name);
}
