import { normalizeEnvironment, type Environment } from './environment';
import { RATES } from './rates';

/** The add-ons and licences an environment takes, by their labels. */
export interface ChosenExtras {
  readonly addons: readonly string[];
  readonly licenses: readonly string[];
}

/**
 * The labels of the add-ons and licences an environment takes, in the rates' order.
 *
 * @example
 * chosenExtras({ addons: { siteVisit: true } }).addons; // => ['Monthly on-site visit']
 * chosenExtras({ licenses: { m365Backup: true } }).licenses; // => ['Microsoft 365 backup']
 */
export function chosenExtras(environment: Environment): ChosenExtras {
  const { addons, licenses } = normalizeEnvironment(environment);
  const labels = <Id extends string>(
    flags: Readonly<Record<Id, boolean>>,
    rates: Readonly<Record<Id, { label: string }>>,
  ) => (Object.keys(rates) as Id[]).filter((id) => flags[id]).map((id) => rates[id].label);
  return { addons: labels(addons, RATES.addons), licenses: labels(licenses, RATES.licenses) };
}
