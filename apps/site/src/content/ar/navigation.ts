import type * as en from '../en/navigation';
import type { Translation } from '../translation';
import * as TERMS from './glossary';

/** The side navigation's own words (see the English module). */
export const NAV_LABELS: Translation<typeof en.NAV_LABELS> = {
  home: 'الرئيسية',
  about: 'من نحن',
  support: `دعم ${TERMS.it}`,
  security: TERMS.cybersecurity,
  services: `خدمات ${TERMS.it}`,
  packages: 'الباقات',
  onDemand: TERMS.onDemandSupport,
  pricing: 'الأسعار',
  careers: 'الوظائف',
};
