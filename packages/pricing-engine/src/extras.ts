import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
import { normalizeEnvironment, type Environment, type NormalizedEnvironment } from './environment';

/** The add-ons and licences an environment takes, by their labels. */
export interface ChosenExtras {
  readonly addons: readonly string[];
  readonly licenses: readonly string[];
}

/** {@link chosenExtras} for an environment that is already normalized. */
export function extrasOf({ addons, licenses }: NormalizedEnvironment): ChosenExtras {
  return {
    addons: ADDON_CATALOGUE.filter((addon) => addons[addon.id]).map((addon) => addon.label),
    licenses: LICENSE_CATALOGUE.filter((license) => licenses[license.id]).map((l) => l.label),
  };
}

/**
 * The labels of the add-ons and licences an environment takes, in the catalogue's order.
 *
 * @example
 * chosenExtras({ addons: { siteVisit: true } }).addons; // => ['Monthly on-site visit']
 * chosenExtras({ licenses: { m365Backup: true } }).licenses; // => ['Microsoft 365 backup']
 */
export function chosenExtras(environment: Environment): ChosenExtras {
  return extrasOf(normalizeEnvironment(environment));
}
