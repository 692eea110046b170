import {
  ON_DEMAND_RATES,
  arabicCount,
  arabicFirstHours,
  type ServiceType,
} from '@acme/pricing-engine';
import { ON_DEMAND_REMOTE_HOURS } from '../../catalogue/packages';
import type { OnDemandOffer } from '../shapes/on-demand-offers';
import { money } from './money';
import { HOURS } from './nouns';
import * as TERMS from './glossary';

/** Hours after «خلال» (within): genitive. */
const hours = (count: number) => arabicCount(count, HOURS, 'genitive');

function onDemandOffer(type: ServiceType): OnDemandOffer {
  const rate = ON_DEMAND_RATES[type];
  return {
    name: type === 'remote' ? TERMS.remoteSupport : `الدعم ${TERMS.onSite}`,
    subtitle: type === 'remote' ? 'مساعدة مهندسينا عبر مشاركة الشاشة' : 'مهندس يحضر إلى مكتبك',
    sla:
      type === 'remote'
        ? `بأفضل جهد ممكن خلال ${hours(ON_DEMAND_REMOTE_HOURS)}`
        : 'زيارة بموعد مسبق',
    rates: [
      { label: arabicFirstHours(rate.includedHours), value: money(rate.base) },
      { label: 'كل ساعة إضافية', value: money(rate.extraHourly) },
      {
        label: 'خارج ساعات العمل وفي عطلات نهاية الأسبوع',
        value: `×${ON_DEMAND_RATES.afterHoursMultiplier}`,
      },
      ...(type === 'onsite'
        ? [{ label: 'التنقل خارج دبي والشارقة', value: money(ON_DEMAND_RATES.travelCharge) }]
        : []),
    ],
  };
}

export const ON_DEMAND_OFFERS: Readonly<Record<ServiceType, OnDemandOffer>> = {
  remote: onDemandOffer('remote'),
  onsite: onDemandOffer('onsite'),
};
