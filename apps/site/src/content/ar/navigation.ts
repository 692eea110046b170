import * as TERMS from './glossary';
import type { NavLabelsCopy } from '../shapes/navigation';

export const NAV_LABELS: NavLabelsCopy = {
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
