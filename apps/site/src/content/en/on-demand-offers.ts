import { ON_DEMAND_RATES, formatAED, type ServiceType } from '@acme/pricing-engine';
import { ON_DEMAND_REMOTE_HOURS } from '../../catalogue/packages';
import type { OnDemandOffer } from '../shapes/on-demand-offers';

/*
 * The on-demand offers, in a module of their own: the packages page and the small-business page
 * show them, and the latter need not load the managed packages' words.
 */

function onDemandOffer(type: ServiceType): OnDemandOffer {
  const rate = ON_DEMAND_RATES[type];
  return {
    name: type === 'remote' ? 'Remote Support' : 'Onsite Support',
    subtitle:
      type === 'remote' ? 'Screen-sharing help from our engineers' : 'An engineer at your office',
    sla:
      type === 'remote' ? `Best effort within ${ON_DEMAND_REMOTE_HOURS} hours` : 'Scheduled visit',
    rates: [
      { label: `First ${rate.includedHours} hours`, value: formatAED(rate.base) },
      { label: 'Each extra hour', value: formatAED(rate.extraHourly) },
      { label: 'After hours and weekends', value: `×${ON_DEMAND_RATES.afterHoursMultiplier}` },
      ...(type === 'onsite'
        ? [
            {
              label: 'Travel outside Dubai and Sharjah',
              value: formatAED(ON_DEMAND_RATES.travelCharge),
            },
          ]
        : []),
    ],
  };
}

/** The on-demand offers, by service type (`catalogue/packages` orders them). */
export const ON_DEMAND_OFFERS: Readonly<Record<ServiceType, OnDemandOffer>> = {
  remote: onDemandOffer('remote'),
  onsite: onDemandOffer('onsite'),
};
